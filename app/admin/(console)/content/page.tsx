import type { Metadata } from 'next';
import Link from 'next/link';
import { COLLECTIONS, SPECS } from '@/lib/content/collections';
import { requireEditor } from '@/server/auth/session';
import { countByCollection } from '@/server/repositories/content';
import { currentDb } from '@/server/db/current';
import styles from '../../admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';

export const metadata: Metadata = { title: 'Content' };

/** The content studio's collections: what staff publish on the site without a developer. */
export default async function ContentPage() {
  await requireEditor('/admin/content');
  const counts = await countByCollection((await currentDb()).kysely);
  return (
    <>
      <h1>Content</h1>
      <p className={styles.muted}>Blog posts, case studies, testimonials, FAQs and the team. Services, industries and the legal pages change with the code (README, Content studio).</p>
      <AdminTable caption="Collections" columns={['Collection', 'Items', 'Shown on']}>
        {COLLECTIONS.map((name) => (
          <tr key={name}>
            <td>
              <Link href={`/admin/content/${name}`}>{SPECS[name].label}</Link>
            </td>
            <td>{counts[name] ?? 0}</td>
            <td>{SHOWN_ON[name]}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

const SHOWN_ON: Record<(typeof COLLECTIONS)[number], string> = {
  posts: '/blog, each post’s page, the RSS feed',
  'case-studies': '/work and each case study’s page',
  testimonials: 'the home page',
  faqs: '/faqs and the home page',
  team: 'the home page and /about-us',
};
