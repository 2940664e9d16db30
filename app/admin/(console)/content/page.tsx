import type { Metadata } from 'next';
import { CollectionOverview } from '@/components/admin/content/collection-overview';
import { requireEditor } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { countByCollection } from '@/server/repositories/content';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Content' };

/** The content studio's collections: what staff publish on the site without a developer. */
export default async function ContentPage() {
  await requireEditor('/admin/content');
  const counts = await countByCollection((await currentDb()).kysely);
  return (
    <>
      <h1>Content</h1>
      <p className={styles.muted}>Blog posts, case studies, testimonials, FAQs and the team. Services, industries and the legal pages change with the code (README, Content studio).</p>
      <CollectionOverview counts={counts} />
    </>
  );
}
