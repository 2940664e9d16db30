import type { ContentDiff, ContentDiffPart } from '@/lib/content/form-state';
import styles from './content-editor.module.css';

/**
 * Two versions' differences, field by field: only the paragraphs that changed, with a few words of context. Text
 * only the newer version has is underlined in <ins>, text only the older has is struck through in <del>; each is also
 * named in words (who added or removed it) for screen readers and for anyone who cannot tell the colours apart.
 */
export function ContentDiffView({ diffs, added, removed }: { diffs: ContentDiff[]; added: string; removed: string }) {
  if (diffs.length === 0) return <p>No differences.</p>;
  return (
    <dl className={styles.diff}>
      {diffs.map((diff) => (
        <div key={diff.name}>
          <dt>{diff.label}</dt>
          <dd>
            <DiffParagraphs paragraphs={diff.paragraphs} added={added} removed={removed} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Changed paragraphs, one after another; `added` and `removed` say whose change a marked piece is ("added by …"). */
export function DiffParagraphs({ paragraphs, added, removed }: { paragraphs: ContentDiffPart[][]; added: string; removed: string }) {
  if (paragraphs.length === 0) return <p className={styles.diffParagraph}>Only spacing changed.</p>;
  return (
    <>
      {paragraphs.map((parts, paragraph) => (
        <p key={paragraph} className={styles.diffParagraph}>
          {parts.map((part, index) =>
            part.added ? (
              <ins key={index} title={added}>
                <span className="visually-hidden">[{added}: </span>
                {part.value}
                <span className="visually-hidden">]</span>
              </ins>
            ) : part.removed ? (
              <del key={index} title={removed}>
                <span className="visually-hidden">[{removed}: </span>
                {part.value}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </p>
      ))}
    </>
  );
}
