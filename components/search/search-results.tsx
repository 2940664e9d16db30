import { Link } from '@/components/ui/link';
import type { SearchPageContent } from '@/content/pages';
import { resultCount, searchPage } from '@/content/search-page';
import { KIND_LABEL, type SearchKind } from '@/lib/search/engine';
import type { SiteSearchResult } from '@/server/search/site-search';
import { Highlighted } from './highlighted';
import { ResultLink } from './result-link';
import styles from './search-page.module.css';

type Hit = SiteSearchResult['hits'][number];

/**
 * Hits grouped by kind, the group with the best hit first; matched words marked in titles and snippets. `noResults`:
 * what shows when nothing matches (the studio's search page).
 */
export function SearchResults({ result, noResults }: { result: SiteSearchResult; noResults: SearchPageContent['noResults'] }) {
  const groups = new Map<SearchKind, Hit[]>();
  for (const hit of result.hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return (
    <>
      <p role="status" className={styles.count}>
        {result.hits.length ? `${resultCount(result.hits.length)} for “${result.query}”.` : `No results for “${result.query}”.`}
        {!result.matchedAll && ` ${searchPage.partial}`}
      </p>
      {!result.jobsSearched && (
        <p className={styles.notice}>
          {searchPage.jobsUnavailable.text} <Link href="/career">{searchPage.jobsUnavailable.link}</Link>
        </p>
      )}
      {result.hits.length === 0 ? (
        <NoResults copy={noResults} />
      ) : (
        [...groups].map(([kind, hits]) => (
          <section key={kind} className={styles.group} aria-labelledby={`results-${kind}`}>
            <h2 id={`results-${kind}`} className={styles.groupTitle}>
              {KIND_LABEL[kind].many} <span className={styles.groupCount}>({hits.length})</span>
            </h2>
            <ol className={styles.list}>
              {hits.map((hit) => (
                <li key={hit.id} className={styles.hit}>
                  <h3 className={styles.hitTitle}>
                    <ResultLink href={hit.url}>
                      <Highlighted text={hit.title} terms={hit.terms} />
                    </ResultLink>
                  </h3>
                  <p className={styles.snippet}>
                    <Highlighted text={hit.snippet} terms={hit.terms} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </>
  );
}

/** Nothing matched: the studio's line, and its pages to browse instead. */
export function NoResults({ copy }: { copy: SearchPageContent['noResults'] }) {
  return (
    <div className={styles.empty}>
      <p>{copy.text}</p>
      <ul className={styles.chips}>
        {copy.links.map((link, index) => (
          <li key={`${index}:${link.href}`}>
            <Link href={link.href} className={styles.chip}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Before a query: a few searches that always find something (the studio's search page lists them). */
export function SearchTips({ tips }: { tips: SearchPageContent['tips'] }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.groupTitle}>{tips.heading}</h2>
      <ul className={styles.chips}>
        {tips.items.map((tip, index) => (
          <li key={`${index}:${tip}`}>
            <Link href={`/search?q=${encodeURIComponent(tip)}`} className={styles.chip}>
              {tip}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
