import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';

/**
 * The message a page shows after an action that redirected to it with `?done=` or `?error=`: only words the page
 * itself defines (a query string cannot write text into the console), success politely, problems at once.
 */
export function Notices({ done, error, messages, errors, override }: { done?: string; error?: string; messages: Record<string, string>; errors: Record<string, string>; override?: { done?: ReactNode; error?: ReactNode } }) {
  return (
    <>
      {done && Object.hasOwn(messages, done) && (
        <p className={styles.notice} role="status">
          {override?.done ?? messages[done]}
        </p>
      )}
      {error && Object.hasOwn(errors, error) && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {override?.error ?? errors[error]}
        </p>
      )}
    </>
  );
}
