import { MEDIA_CONTENT_TYPES, parseMediaFile } from '@/lib/media';
import { config } from '@/server/config';
import { currentDb } from '@/server/db/current';
import { mediaStore } from '@/server/media/store';

export const dynamic = 'force-dynamic';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// GET /media/<hash>-<width>.<avif|webp|jpg> – a media library rendition, from the database (PostgreSQL) or
// DATA_DIR (SQLite). The name is the content: it never changes, so it is cached for a year by browsers, the page
// cache and nginx. Only files we encoded are served, as the image type its name says, never sniffed, never HTML.
// (The site's own images under public/media/<group>/ are files Next and nginx serve before this route.)
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const wanted = parseMediaFile((await params).file);
  const data = wanted ? await mediaStore(await currentDb(), config.dataDir).read(wanted.hash, wanted.width, wanted.format) : null;
  if (!wanted || !data) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
  }
  return new Response(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), {
    headers: {
      'Content-Type': MEDIA_CONTENT_TYPES[wanted.format],
      'Content-Length': String(data.byteLength),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
