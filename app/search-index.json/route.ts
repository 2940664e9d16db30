import { createIndex } from '@/lib/search/engine';
import { staticDocuments } from '@/server/search/documents';

// Built once at build time, like the RSS feed: the content modules only change with a new build.
export const dynamic = 'force-static';

// GET /search-index.json – the MiniSearch index of every static page, loaded by the header's search when it first opens
export function GET() {
  return new Response(JSON.stringify(createIndex(staticDocuments())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
