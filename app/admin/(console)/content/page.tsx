import type { Metadata } from 'next';
import { CollectionOverview } from '@/components/admin/content/collection-overview';
import { requireEditor } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { countByCollection } from '@/server/repositories/content';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Content' };

/** The content studio's collections: what staff publish on the site without a developer. */
export default async function ContentPage() {
  const user = await requireEditor('/admin/content');
  const counts = await countByCollection((await currentDb()).kysely);
  return (
    <>
      <h1>Content</h1>
      <p className={styles.muted}>Every word and image the public site shows, by collection.{user.role === 'owner' ? '' : ' The legal texts and the company’s facts are the owner’s.'}</p>
      <CollectionOverview counts={counts} role={user.role} />
    </>
  );
}
