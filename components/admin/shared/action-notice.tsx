import styles from '@/app/admin/admin.module.css';

interface Props {
  /** the page's `?done=` and `?error=`, as an action's redirect set them */
  done?: string;
  error?: string;
  /** what each known value says; an unknown one (a tampered URL) shows nothing */
  messages: { done: Record<string, string>; error: Record<string, string> };
}

/** The answer of the action that sent the admin here: success as a polite status, a problem as an alert. */
export function ActionNotice({ done, error, messages }: Props) {
  return (
    <>
      {done && Object.hasOwn(messages.done, done) && (
        <p className={styles.notice} role="status">
          {messages.done[done]}
        </p>
      )}
      {error && Object.hasOwn(messages.error, error) && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {messages.error[error]}
        </p>
      )}
    </>
  );
}
