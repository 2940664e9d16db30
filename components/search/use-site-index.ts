import type MiniSearch from 'minisearch';
import { useEffect, useState } from 'react';
import { loadIndex, type SearchDocument } from '@/lib/search/engine';

let request: Promise<MiniSearch<SearchDocument>> | undefined;

/** The build-time index of static pages: fetched on the first open, kept for the page's life; a failure is retried next time. */
function loadSiteIndex() {
  request ??= fetch('/search-index.json')
    .then((response) => {
      if (!response.ok) throw new Error(`search index: status ${response.status}`);
      return response.text();
    })
    .then(loadIndex)
    .catch((error: unknown) => {
      request = undefined;
      throw error;
    });
  return request;
}

export function useSiteIndex() {
  const [index, setIndex] = useState<MiniSearch<SearchDocument> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadSiteIndex().then(
      (loaded) => live && setIndex(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { index, failed };
}
