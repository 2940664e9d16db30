import { searchPage } from '@/content/search-page';
import styles from './search-page.module.css';

/** The /search form: a plain GET, so it works before (and without) JavaScript. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" className={styles.form}>
      <label htmlFor="search-page-q" className={styles.label}>
        {searchPage.label}
      </label>
      <div className={styles.row}>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={searchPage.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          // Nothing searched yet: the page exists to take a query, so the box takes the keyboard.
          autoFocus={!query}
        />
        <button type="submit" className="button button-dark">
          {searchPage.submit}
        </button>
      </div>
    </form>
  );
}
