import styles from '@/app/admin/admin.module.css';
import { MediaUploadForm } from '@/components/admin/media/media-upload-form';

/** The upload form, in its own panel. */
export function UploadPanel() {
  return (
    <section aria-labelledby="upload-title" className={styles.panel}>
      <h2 id="upload-title" style={{ marginTop: 0 }}>
        Upload an image
      </h2>
      <MediaUploadForm />
    </section>
  );
}

/** The library's search over file names and alt text, a plain GET form. */
export function MediaSearch({ query }: { query: string }) {
  return (
    <form method="get" className={styles.filters} role="search" aria-label="Images">
      <label className={styles.search}>
        Search file names and alt text
        <input type="search" name="q" defaultValue={query} />
      </label>
      <button type="submit" className="button button-outline">
        Search
      </button>
    </form>
  );
}
