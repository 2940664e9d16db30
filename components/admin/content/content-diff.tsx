import type { ContentDiff } from '@/lib/content/form-state';
import styles from './content-editor.module.css';

/**
 * Two versions' differences, field by field: removed text struck through in <del>, added text in <ins>, each
 * also named in words for screen readers and for anyone who cannot tell the colours apart.
 */
export function ContentDiffView({ diffs, olderLabel, newerLabel }: { diffs: ContentDiff[]; olderLabel: string; newerLabel: string }) {
  if (diffs.length === 0) return <p>No differences.</p>;
  return (
    <dl className={styles.diff}>
      {diffs.map((diff) => (
        <div key={diff.label}>
          <dt>{diff.label}</dt>
          <dd>
            {diff.parts.map((part, index) =>
              part.added ? (
                <ins key={index} title={`only in ${newerLabel}`}>
                  <span className="visually-hidden">[{newerLabel}: </span>
                  {part.value}
                  <span className="visually-hidden">]</span>
                </ins>
              ) : part.removed ? (
                <del key={index} title={`only in ${olderLabel}`}>
                  <span className="visually-hidden">[{olderLabel}: </span>
                  {part.value}
                  <span className="visually-hidden">]</span>
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
