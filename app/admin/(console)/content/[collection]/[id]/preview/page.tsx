import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPreview } from '@/components/admin/content/content-preview';
import { SPECS, storedFields, type Fields } from '@/lib/content/collections';
import type { LegalDocument } from '@/content/types';
import { LegalRevisionVersions } from '@/components/legal/legal-revision';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import { findRevision } from '@/server/repositories/content';
import styles from '../../../../../admin.module.css';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ revision?: string }> };

export const metadata: Metadata = { title: 'Preview' };

/**
 * The saved draft as the site will draw it; with `?revision=N`, that revision whole, as the site drew (or would draw)
 * it: how an owner reads the full text of a legal page's earlier version (the compare page shows only what changed).
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { key: { collection, id }, record: item, db } = await loadRecord(RECORDS.contentItem, params, '/preview');
  const asked = (await searchParams).revision;
  const revision = asked === undefined ? undefined : ((await findRevision(db.kysely, id, Number(asked) || 0)) ?? notFound());
  const slug = revision?.slug ?? item.slug;
  const live = revision && revision.revision === item.published_revision && item.published !== null;
  return (
    <>
      <p className={styles.notice} role="status">
        {revision ? (
          <>
            Revision {revision.revision} of “{item.title}”{live ? ' (the live version)' : ''}, whole, as the site draws it.{' '}
          </>
        ) : (
          <>Preview of the saved draft (revision {item.revision}) of “{item.title}”, as the site will show it. </>
        )}
        <Link href={`/admin/content/${collection}/${id}`}>Back to the editor</Link>
      </p>
      {revision && collection === 'legal' ? (
        // a legal text's revision: the versions it was live under, as recorded, not its words with today's facts
        <LegalRevisionVersions db={db} slug={slug as LegalDocument['slug']} fields={storedFields(collection, slug, revision.data) as Fields<'legal'>} live={!!live} />
      ) : (
        <div className="site-preview">
          <ContentPreview collection={collection} slug={slug} fields={storedFields(collection, slug, revision?.data ?? item.draft)} />
        </div>
      )}
      <p className={styles.muted}>{!revision && SPECS[collection].path ? `Once published it is at ${SPECS[collection].path!(item.slug)}.` : ''}</p>
    </>
  );
}
