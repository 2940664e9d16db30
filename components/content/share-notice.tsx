import type { ReactNode } from 'react';
import styles from './share-notice.module.css';

/**
 * What a share link's reader is looking at: a draft not published yet, a draft with changes the live page does not
 * have yet, or a page that is live now as shared (it says where). Above the shared page, below the fixed header.
 */
export function ShareNotice({ state, livePath, children }: { state: 'draft' | 'changed' | 'published'; livePath: string | null; children: ReactNode }) {
  const live = livePath ? <a href={livePath}>the live page</a> : 'the live page';
  return (
    <>
      <div className={styles.notice}>
        <p className={`container ${styles.text}`} role="status">
          {state === 'published' ? (
            <>Published: this is on the site now, as you see it here ({live}). This link stops working when it expires or is revoked.</>
          ) : state === 'changed' ? (
            <>Draft preview: these changes are not published yet; {live} still shows the earlier version. This link was shared with you and stops working when it expires or is revoked.</>
          ) : (
            <>Draft preview: not published yet. This link was shared with you and stops working when it expires or is revoked.</>
          )}
        </p>
      </div>
      <div className={styles.after}>{children}</div>
    </>
  );
}
