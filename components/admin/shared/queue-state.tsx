import styles from '@/app/admin/admin.module.css';
import { LocalTime } from './local-time';

/** A queued mail's or webhook delivery's state as a badge, and when a pending one is tried next. */
export function QueueState({ status, nextAttemptAt, seconds }: { status: string; nextAttemptAt: string; seconds?: boolean }) {
  return (
    <>
      <span className={styles.badge} data-status={status}>
        {status}
      </span>
      {status === 'pending' && (
        <div className={styles.muted}>
          next try <LocalTime iso={nextAttemptAt} seconds={seconds} />
        </div>
      )}
    </>
  );
}
