import { ownerOrRefusal } from '@/server/auth/request';
import { emailSchema } from '@/server/auth/users';
import { currentDb } from '@/server/db/current';
import { clientIp } from '@/server/http/multipart';
import { audit } from '@/server/repositories/audit';
import { exportPrivacyData } from '@/server/privacy/requests';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex' };

// POST /admin/privacy/export (email=…) – everything stored about an address as one ZIP (server/privacy/requests.ts),
// for a person's request for a copy of their data. A POST, so the address never sits in a URL or a log line.
export async function POST(request: Request) {
  const user = await ownerOrRefusal(request);
  if (user instanceof Response) return user;
  const form = await request.formData().catch(() => null);
  const email = emailSchema.safeParse(String(form?.get('email') ?? ''));
  if (!email.success) return Response.json({ message: 'Enter the e-mail address the person used with us.' }, { status: 400, headers });
  const db = await currentDb();
  const exported = await exportPrivacyData(db.kysely, email.data);
  if (!exported) return Response.json({ message: 'Nothing is stored about that address.' }, { status: 404, headers });
  const { summary } = exported;
  await audit(db.kysely, { actor: user.email, action: 'privacy.export', detail: `${summary.submissions.length} submissions, ${summary.files.length} files`, ip: clientIp(request.headers) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Buffer.from(exported.zip), {
    headers: {
      ...headers,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="personal-data-${day}.zip"`,
      'Content-Length': String(exported.zip.byteLength),
    },
  });
}
