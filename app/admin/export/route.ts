import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { describeInboxQuery, KIND_LABELS, parseInboxQuery, STATUS_LABELS } from '@/lib/admin/inbox-filter';
import { neutralise } from '@/lib/admin/csv';
import { ownerOrRefusal } from '@/server/auth/request';
import { currentDb } from '@/server/db/current';
import { audit } from '@/server/repositories/audit';
import { eachInboxRow } from '@/server/repositories/inbox';
import { clientIp } from '@/server/http/multipart';

export const dynamic = 'force-dynamic';

const COLUMNS = ['Received (UTC)', 'Reference', 'Kind', 'Status', 'Name', 'E-mail', 'Company or job', 'Files', 'Link'];

// GET /admin/export?kind=…&status=…&from=…&to=…&q=… – the inbox's current view as CSV (csv-stringify),
// UTF-8 with a BOM so Excel reads it as such, every cell neutralised against formula injection.
export async function GET(request: Request) {
  const user = await ownerOrRefusal(request);
  if (user instanceof Response) return user;
  const url = new URL(request.url);
  const query = parseInboxQuery(Object.fromEntries(url.searchParams));
  const db = await currentDb();
  await audit(db.kysely, { actor: user.email, action: 'export', detail: describeInboxQuery(query), ip: clientIp(request.headers) });
  const csv = stringify({ header: true, columns: COLUMNS, bom: true });
  (async () => {
    for await (const row of eachInboxRow(db.kysely, db.dialect, query)) {
      const link = `${url.origin}/admin/${row.kind === 'application' ? 'applications' : 'leads'}/${row.id}`;
      const cells = [row.created_at.slice(0, 19).replace('T', ' '), row.reference, KIND_LABELS[row.kind], STATUS_LABELS[row.status], row.name, row.email, row.about, row.files, link];
      if (!csv.write(cells.map(neutralise))) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((error) => csv.destroy(error as Error));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
