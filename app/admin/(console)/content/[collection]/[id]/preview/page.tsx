import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPreview } from '@/components/admin/content/content-preview';
import { SPECS } from '@/lib/content/collections';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import styles from '../../../../../admin.module.css';

type Props = { params: Promise<{ collection: string; id: string }> };

export const metadata: Metadata = { title: 'Preview' };

/** The saved draft as the site will draw it. */
export default async function PreviewPage({ params }: Props) {
  const { key: { collection, id }, record: item } = await loadRecord(RECORDS.contentItem, params, '/preview');
  return (
    <>
      <p className={styles.notice} role="status">
        Preview of the saved draft (revision {item.revision}) of “{item.title}”, as the site will show it. <Link href={`/admin/content/${collection}/${id}`}>Back to the editor</Link>
      </p>
      <div className="site-preview">
        <ContentPreview collection={collection} slug={item.slug} fields={JSON.parse(item.draft)} />
      </div>
      <p className={styles.muted}>{SPECS[collection].path ? `Once published it is at ${SPECS[collection].path!(item.slug)}.` : ''}</p>
    </>
  );
}
