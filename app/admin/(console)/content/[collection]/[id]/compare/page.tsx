import { editableItem } from '@/server/actions/content-item';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/shared/action-button';
import { ContentDiffView } from '@/components/admin/content/content-diff';
import { SPECS } from '@/lib/content/collections';
import { restoreRevisionAction } from '@/server/actions/admin-content';
import { diffFields } from '@/server/content/diff';
import { findRevision } from '@/server/repositories/content';
import styles from '../../../../../admin.module.css';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ a?: string; b?: string }> };

export const metadata: Metadata = { title: 'Compare revisions' };

/** Two revisions of an item side by side (what changed from the first to the second), and a way back to either. */
export default async function ComparePage({ params, searchParams }: Props) {
  const { collection, id, item, db } = await editableItem(params, '/compare');
  const { a = '', b = '' } = await searchParams;
  const [older, newer] = await Promise.all([findRevision(db.kysely, id, Number(a) || 0), findRevision(db.kysely, id, Number(b) || 0)]);
  if (!older || !newer) notFound();
  const diffs = diffFields(SPECS[collection], { slug: older.slug, fields: JSON.parse(older.data) }, { slug: newer.slug, fields: JSON.parse(newer.data) });
  return (
    <>
      <p>
        <Link href={`/admin/content/${collection}/${id}`}>← {item.title}</Link>
      </p>
      <h1>
        Revision {older.revision} against revision {newer.revision}
      </h1>
      <p className={styles.muted}>
        Struck-through text is only in revision {older.revision} ({older.created_at.slice(0, 16).replace('T', ' ')}, {older.created_by ?? 'imported'}); underlined text is only in revision {newer.revision} ({newer.created_at.slice(0, 16).replace('T', ' ')}, {newer.created_by ?? 'imported'}).
      </p>
      <section className={styles.panel} aria-label="Differences">
        <ContentDiffView diffs={diffs} olderLabel={`revision ${older.revision}`} newerLabel={`revision ${newer.revision}`} />
      </section>
      {!item.deleted_at && (
        <div className={styles.actions}>
          {[older, newer]
            .filter((r, index, all) => r.revision !== item.revision && all.findIndex((x) => x.revision === r.revision) === index)
            .map((r) => (
              <ActionButton key={r.revision} action={restoreRevisionAction} values={{ collection, id, from: r.revision, revision: item.revision }} label={`Restore revision ${r.revision}`} className="button button-dark" />
            ))}
        </div>
      )}
    </>
  );
}
