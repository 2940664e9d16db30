import { stringify } from 'csv-stringify/sync';
import { LIST_KEYS, LIST_LABELS, NONE_LABEL, parseAnalyticsQuery, type ListKey } from '@/lib/admin/analytics-query';
import { neutralise } from '@/lib/admin/csv';
import { userOrUnauthorized } from '@/server/auth/request';
import { currentDb } from '@/server/db/current';
import { analyticsReport, conversionRate } from '@/server/analytics/report';

export const dynamic = 'force-dynamic';

// GET /admin/analytics/export?list=page&range=…&f=… – one list of the dashboard, every row, as CSV (UTF-8 with a BOM).
// Counts only: nothing in it names a person, so unlike the inbox's export it is not audited.
export async function GET(request: Request) {
  const user = await userOrUnauthorized(request);
  if (user instanceof Response) return user;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const list = (LIST_KEYS as string[]).includes(params.list) ? (params.list as ListKey) : 'page';
  const query = parseAnalyticsQuery(params);
  const db = await currentDb();
  const report = await analyticsReport(db.kysely, query, new Date(), 0);
  const rows = report.lists[list].map((r) => [r.value === '' ? (NONE_LABEL[list] ?? '(none)') : r.value, r.visitors, r.views, r.conversions, conversionRate(r) ?? ''].map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)));
  const csv = stringify([[LIST_LABELS[list], 'Visitors', 'Page views', 'Conversions', 'Conversion rate (%)'], ...rows], { bom: true });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${list}-${query.from}-${query.to}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
