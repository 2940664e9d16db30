import type { Metadata } from 'next';
import { LeadDetail } from '@/components/admin/inbox/lead-detail';
import { loadRecord, RECORDS } from '@/server/admin/load-record';

export const metadata: Metadata = { title: 'Lead' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

export default async function LeadPage({ params, searchParams }: Props) {
  const { record: lead, db } = await loadRecord(RECORDS.lead, params);
  return <LeadDetail db={db} lead={lead} flash={await searchParams} />;
}
