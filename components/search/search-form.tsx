import type { SearchPageContent } from '@/content/pages';
import styles from './search-page.module.css';

/**
 * The /search form: a plain GET, so it works before (and without) JavaScript; `copy`: its words (the studio's);
 * `takeFocus`: false where it is not the page's purpose (the studio's preview).
 */
export function SearchForm({ query, copy, takeFocus = true }: { query: string; copy: SearchPageContent['form']; takeFocus?: boolean }) {
  return (
    <form action="/search" method="get" role="search" className={styles.form}>
      <label htmlFor="search-page-q" className={styles.label}>
        {copy.label}
      </label>
      <div className={styles.row}>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={copy.placeholder || undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          // Nothing searched yet: the page exists to take a query, so the box takes the keyboard.
          autoFocus={takeFocus && !query}
        />
        <button type="submit" className="button button-dark">
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
