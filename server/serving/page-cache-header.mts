/** Seconds the server's page cache (front-cache.mts) may keep a page whatever its Cache-Control says (never sent on). */
export const PAGE_CACHE_HEADER = 'x-navyug-page-cache';
