import { searchPanel } from '@/content/search-panel';
import { KIND_LABEL, type SearchHit } from '@/lib/search/engine';
import { Highlighted } from './highlighted';
import { ResultLink } from './result-link';
import styles from './search-panel.module.css';

export interface SuggestionOption {
  id: string;
  href: string;
  hit: SearchHit | null; // null: 'all results' on the /search page
}

/**
 * One option of the header's listbox: a link (a press, or Enter on the active option, follows it) that the
 * text box points at with aria-activedescendant, so it never takes focus itself.
 */
export function Suggestion({ id, href, hit, query, active, onChoose }: SuggestionOption & { query: string; active: boolean; onChoose: () => void }) {
  return (
    <ResultLink
      id={id}
      href={href}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={hit ? styles.option : `${styles.option} ${styles.all}`}
      onClick={onChoose}
    >
      {hit ? (
        <>
          <span className={styles.kind}>{KIND_LABEL[hit.kind].one}</span>
          <span className={styles.title}>
            <Highlighted text={hit.title} terms={hit.terms} />
          </span>
          <span className={styles.excerpt}>
            <Highlighted text={hit.excerpt} terms={hit.terms} />
          </span>
        </>
      ) : (
        <>
          <span className={styles.title}>{searchPanel.all(query)}</span>
          <span className={styles.excerpt}>{searchPanel.allNote}</span>
        </>
      )}
    </ResultLink>
  );
}
