import 'server-only';
import type MiniSearch from 'minisearch';
import { cache } from 'react';
import { listJobs } from '@/server/careers/source';
import { studioContent } from '@/server/content/public';
import { createIndex, search, type SearchDocument, type SearchHit } from '@/lib/search/engine';
import { snippet } from '@/lib/search/highlight';
import { jobDocument, staticDocuments } from './documents';

/**
 * Jobs are not in the build-time index (/search-index.json): they are published and closed at run time,
 * in our store or at the provider, and a static index would list closed jobs until the next build. /search
 * asks the same source as /career on each request and searches the pages (published content studio items
 * included) and open jobs in one index, so a job and a service compete on the same scores. That index is
 * rebuilt only when the jobs or the published content change.
 * The header's combobox searches the static index and offers this page for everything, jobs included.
 */

export interface SiteSearchResult {
  query: string;
  hits: (SearchHit & { snippet: string })[];
  /** false when no page has every word and the hits have some of them */
  matchedAll: boolean;
  /** false when the jobs could not be read: static pages were still searched */
  jobsSearched: boolean;
}

let current: { key: string; index: MiniSearch<SearchDocument>; texts: Map<string, string> } | undefined;

function indexWith(pages: SearchDocument[], jobs: SearchDocument[]) {
  const key = JSON.stringify([pages, jobs]);
  if (current?.key !== key) {
    const documents = [...pages, ...jobs];
    current = { key, index: createIndex(documents), texts: new Map(documents.map((doc) => [doc.id, doc.text])) };
  }
  return current;
}

/** Static pages and open jobs matching `query`; once per request (the page's title and body both ask). */
export const searchSite = cache(async (query: string): Promise<SiteSearchResult> => {
  const jobs = await listJobs().then(
    (list) => list.map(jobDocument),
    () => null, // the store or provider is down: still search everything else, and say so
  );
  const { index, texts } = indexWith(staticDocuments(await studioContent()), jobs ?? []);
  const { hits, matchedAll } = search(index, query);
  return {
    query,
    matchedAll,
    jobsSearched: jobs !== null,
    hits: hits.map((hit) => ({ ...hit, snippet: snippet(texts.get(hit.id) ?? hit.excerpt, hit.terms) })),
  };
});
