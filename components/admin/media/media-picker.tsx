import { mediaUrl, mediaWidths, objectPosition, type MediaItem } from '@/lib/media';
import styles from './media-picker.module.css';

interface Props {
  /** the form field's name, e.g. "coverImage": it sends the chosen image's id, or "" for none */
  name: string;
  /** the chosen image's id */
  value?: string;
  media: MediaItem[];
  label: string;
  hint?: string;
  /** why the choice stops the item from going live (the studio's refusal): shown in the group and marks it */
  error?: string;
}

/**
 * Chooses one image of the media library inside any form: radio buttons, each with its thumbnail, and "No image"
 * first. Server-rendered with no client code, so it works without JavaScript, by keyboard (arrow keys move within
 * the group) and with a screen reader (each choice is named by its alt text or file name).
 */
export function MediaPicker({ name, value, media, label, hint, error }: Props) {
  const chosen = value ?? '';
  // A value not among `media` (a longer library than the list given) is kept as its own choice, never dropped.
  const unlisted = chosen !== '' && !media.some((item) => item.id === chosen);
  const hintId = `${name}-picker-hint`;
  const errorId = `${name}-picker-error`;
  const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.picker} aria-describedby={described || undefined} data-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        <label className={styles.choice}>
          <span className={styles.none} aria-hidden="true">
            —
          </span>
          <span className={styles.row}>
            <input type="radio" name={name} value="" defaultChecked={chosen === ''} />
            No image
          </span>
        </label>
        {unlisted && (
          <label className={styles.choice}>
            <span className={styles.none} aria-hidden="true">
              ✓
            </span>
            <span className={styles.row}>
              <input type="radio" name={name} value={chosen} defaultChecked />
              Keep the current image
            </span>
          </label>
        )}
        {media.map((item) => (
          <label key={item.id} className={styles.choice}>
            <img
              src={mediaUrl(item.hash, mediaWidths(item.width)[0], 'webp')}
              alt=""
              width={item.width}
              height={item.height}
              loading="lazy"
              decoding="async"
              className={styles.thumb}
              style={{ objectPosition: objectPosition(item) }}
            />
            <span className={styles.row}>
              <input type="radio" name={name} value={item.id} defaultChecked={chosen === item.id} />
              <span>
                {item.decorative ? `Decorative: ${item.filename}` : item.alt || item.filename}
                {!item.decorative && !item.alt && <span className={styles.warning}>No alt text yet: add it before publishing.</span>}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
