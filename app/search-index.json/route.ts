import { STUDIO_PAGE_CACHE_CONTROL } from '@/lib/content/collections';
import { connection } from 'next/server';
import { createIndex } from '@/lib/search/engine';
import { studioContent } from '@/server/content/public';
import { staticDocuments } from '@/server/search/documents';

// Built per request from what is published, and kept by the page cache until the content changes
// (next.config.ts, server/content/page-cache-version.ts).

// GET /search-index.json – the MiniSearch index of every static page, loaded by the header's search when it first opens
export async function GET() {
  await connection();
  return new Response(JSON.stringify(createIndex(staticDocuments(await studioContent()))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': STUDIO_PAGE_CACHE_CONTROL },
  });
}
