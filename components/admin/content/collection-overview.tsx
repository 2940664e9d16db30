import Link from 'next/link';
import { AdminTable } from '@/components/admin/shared/admin-table';
import type { Role } from '@/lib/admin/roles';
import { collectionAccess, COLLECTIONS, SPECS, type CollectionName } from '@/lib/content/collections';

const SHOWN_ON: Record<CollectionName, string> = {
  posts: '/blog, each post’s page, the RSS feed',
  'case-studies': '/work and each case study’s page',
  testimonials: 'the home page',
  faqs: '/faqs and the home page',
  team: 'the home page and /about-us',
  company: 'every page’s header, footer and title, the contact page, e-mails, structured data',
  legal: 'the five legal pages; the consent records name their versions',
  services: '/services, each service’s page, the home page’s core services, the quote form',
  industries: '/industries and the home page’s slider',
  pages: 'the home, about, careers, life and contact pages, and the banners and SEO of the services, industries, work, blog, FAQs, quote and search pages',
};

/** The content studio's collections the user may edit, how many items each holds and where the site shows them. */
export function CollectionOverview({ counts, role }: { counts: Partial<Record<CollectionName, number>>; role: Role }) {
  return (
    <AdminTable caption="Collections" columns={['Collection', 'Items', 'Shown on']}>
      {COLLECTIONS.filter((name) => role === 'owner' || collectionAccess(name) === 'editor').map((name) => (
        <tr key={name}>
          <td>
            <Link href={`/admin/content/${name}`}>{SPECS[name].label}</Link>
          </td>
          <td>{counts[name] ?? 0}</td>
          <td>{SHOWN_ON[name]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
