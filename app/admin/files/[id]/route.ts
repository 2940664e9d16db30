import { ownerOrRefusal } from '@/server/auth/request';
import { currentDb } from '@/server/db/current';
import { readStoredFile } from '@/server/repositories/files';

export const dynamic = 'force-dynamic';

// GET /admin/files/<id> – an attachment, to a signed-in user only, always as a download under its original
// name (never rendered inline: octet-stream, nosniff, a sandboxing CSP), and never cached.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await ownerOrRefusal(request);
  if (user instanceof Response) return user;
  const { id } = await params;
  const file = /^[\w-]{1,64}$/.test(id) ? await readStoredFile((await currentDb()).kysely, id) : undefined;
  if (!file) return Response.json({ message: 'There is no such file.' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  const ascii = file.original_name.replace(/[^\w.\- ]+/g, '_');
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
      'Content-Length': String(file.data.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
