import type { Metadata } from 'next';
import { AnalyticsDashboard } from '@/components/admin/analytics/analytics-dashboard';
import { parseAnalyticsQuery } from '@/lib/admin/analytics-query';
import { requireUser } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { analyticsReport } from '@/server/analytics/report';

export const metadata: Metadata = { title: 'Analytics' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Which pages, referrers and campaigns bring readers and leads (docs/staff.md: Analytics). Owners and editors alike. */
export default async function AnalyticsPage({ searchParams }: Props) {
  await requireUser('/admin/analytics');
  const query = parseAnalyticsQuery(await searchParams);
  const db = await currentDb();
  return <AnalyticsDashboard query={query} report={await analyticsReport(db.kysely, query)} />;
}
