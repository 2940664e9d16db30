import type { Metadata } from 'next';
import { ItemHeader, ItemNotices } from '@/components/admin/content/item-header';
import { DeletedPanel, DeletePanel, ItemEditor, ShareLinks, SitePanel } from '@/components/admin/content/item-panels';
import { ItemRevisions } from '@/components/admin/content/item-revisions';
import { StaleAddressNotice } from '@/components/legal/stale-address-notice';
import { SPECS } from '@/lib/content/collections';
import { loadRecord, RECORDS } from '@/server/admin/load-record';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ done?: string; error?: string; from?: string }> };

export const metadata: Metadata = { title: 'Edit content' };

/** One item: its editor, where it stands, its share links, its revisions and deletion. */
export default async function ContentItemPage({ params, searchParams }: Props) {
  const { key, record: item, db } = await loadRecord(RECORDS.contentItem, params);
  const section = { collection: key.collection, item };
  const flash = await searchParams;
  // A new item whose publish was refused: the editor says why, beside the fields, rather than a notice above it.
  const refusedPublish = flash.error === 'publish' && !item.deleted_at;
  return (
    <>
      <ItemHeader {...section} />
      <ItemNotices flash={refusedPublish ? { ...flash, error: undefined } : flash} item={item} />
      {(key.collection === 'legal' || key.collection === 'company') && <StaleAddressNotice db={db} item={item} />}
      {item.deleted_at ? (
        <DeletedPanel {...section} />
      ) : (
        <>
          <ItemEditor db={db} {...section} refusedPublish={refusedPublish} />
          <SitePanel {...section} />
          <ShareLinks db={db} {...section} />
        </>
      )}
      <ItemRevisions db={db} {...section} />
      {!item.deleted_at && !SPECS[key.collection].fixed && <DeletePanel {...section} />}
    </>
  );
}
