import type { Metadata } from 'next';
import { ApplicationDetail } from '@/components/admin/inbox/application-detail';
import { loadRecord, RECORDS } from '@/server/admin/load-record';

export const metadata: Metadata = { title: 'Application' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

export default async function ApplicationPage({ params, searchParams }: Props) {
  const { record: application, db } = await loadRecord(RECORDS.application, params);
  return <ApplicationDetail db={db} application={application} flash={await searchParams} />;
}
