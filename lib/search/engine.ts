import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './words';

/**
 * Site search, shared by the server (/search, the index route) and the header's combobox: one set of
 * MiniSearch options, so an index built at build time loads in the browser and answers the same queries.
 */

export const SEARCH_KINDS = ['service', 'industry', 'case-study', 'post', 'faq', 'job'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KIND_LABEL: Record<SearchKind, { one: string; many: string }> = {
  service: { one: 'Service', many: 'Services' },
  industry: { one: 'Industry', many: 'Industries' },
  'case-study': { one: 'Case study', many: 'Case studies' },
  post: { one: 'Blog post', many: 'Blog posts' },
  faq: { one: 'FAQ', many: 'FAQs' },
  job: { one: 'Job', many: 'Jobs' },
};

/** One searchable page or part of a page. `text` is plain (no Markdown), `excerpt` a sentence or two of it. */
export interface SearchDocument {
  id: string; // 'service:website-development'
  kind: SearchKind;
  title: string;
  url: string; // path on this site, may carry a #fragment
  keywords: string; // tags, role names, tools: words a visitor might type that the text only implies
  text: string;
  excerpt: string;
}

/** What a query answers: the stored fields and the document terms it matched (for highlighting). */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  excerpt: string;
  terms: string[];
  score: number;
}

/** Longer queries are cut: fuzzy matching costs grow with every term, and nobody types a paragraph into a search box. */
export const MAX_QUERY_LENGTH = 100;
const MAX_QUERY_TERMS = 8;

export const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 2 },
  prefix: true, // results while the visitor is still typing a word
  fuzzy: 0.2, // one typo in a word of 3-7 letters, two from 8
  combineWith: 'AND',
};

export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'url', 'excerpt'],
  tokenize,
  processTerm,
  searchOptions,
};

export function createIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(indexOptions);
  index.addAll(documents);
  return index;
}

/** An index serialised by `JSON.stringify(createIndex(…))` (the /search-index.json route). */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON(json, indexOptions);
}

/** The query as the visitor typed it (first `q` only, trimmed, at most MAX_QUERY_LENGTH characters), for display. */
export function readQuery(raw: string | string[] | undefined | null): string {
  return ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The query as searched: trimmed, at most MAX_QUERY_LENGTH characters and MAX_QUERY_TERMS words. */
export function cleanQuery(raw: string | string[] | undefined | null): string {
  return tokenize(readQuery(raw)).slice(0, MAX_QUERY_TERMS).join(' ');
}

/**
 * Pages with every word of the query first; when no page has them all, pages with any of them
 * (`matchedAll` false), so a query with one unlucky word still finds something.
 */
export function search(index: MiniSearch<SearchDocument>, raw: string, limit = Infinity): { hits: SearchHit[]; matchedAll: boolean } {
  const query = cleanQuery(raw);
  if (!query) return { hits: [], matchedAll: true };
  let results = index.search(query);
  const matchedAll = results.length > 0;
  if (!matchedAll) results = index.search(query, { combineWith: 'OR' });
  const hits = results.slice(0, limit).map((result) => ({
    id: String(result.id),
    kind: result.kind as SearchKind,
    title: result.title as string,
    url: result.url as string,
    excerpt: result.excerpt as string,
    terms: result.terms,
    score: result.score,
  }));
  return { hits, matchedAll: matchedAll || hits.length === 0 };
}
