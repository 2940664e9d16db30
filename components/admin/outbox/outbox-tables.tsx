import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { retryAllAction, retryMailAction } from '@/server/actions/admin-inbox';
import type { listRecentlySent, listUndelivered, outboxCounts } from '@/server/repositories/outbox';
import { LocalTime } from '@/components/admin/shared/local-time';
import { QueueState } from '@/components/admin/shared/queue-state';

type Undelivered = Awaited<ReturnType<typeof listUndelivered>>;
type Sent = Awaited<ReturnType<typeof listRecentlySent>>;

/** How many mails stand where, what a retry that came back here says, and a retry of every failed one. */
export function OutboxSummary({ counts, done }: { counts: Awaited<ReturnType<typeof outboxCounts>>; done?: string }) {
  return (
    <>
      {done === 'retry' && (
        <p className={styles.notice} role="status">
          Queued again: the mail worker sends it now.
        </p>
      )}
      <p>
        {counts.sent ?? 0} sent · {counts.pending ?? 0} waiting · {counts.sending ?? 0} sending · {counts.failed ?? 0} failed
      </p>
      {(counts.failed ?? 0) > 0 && (
        <form action={retryAllAction}>
          <button type="submit" className="button button-dark">
            Retry all failed
          </button>
        </form>
      )}
    </>
  );
}

/** Mail not yet delivered: waiting, being sent or failed, with its last error and a retry. */
export function UndeliveredTable({ rows }: { rows: Undelivered }) {
  return (
    <AdminTable caption="Messages not yet delivered" columns={['Subject', 'To', 'State', 'Attempts', 'Last error', 'Action']} empty={rows.length === 0 && 'Everything has been delivered.'}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <MailSubject row={row} />
          </td>
          <td>{row.to_address}</td>
          <td>
            <QueueState status={row.status} nextAttemptAt={row.next_attempt_at} />
          </td>
          <td>{Number(row.attempts)}</td>
          <td>{row.last_error ?? '—'}</td>
          <td>
            {row.status !== 'sending' && (
              <form action={retryMailAction}>
                <input type="hidden" name="id" value={row.id} />
                <button type="submit" className={styles.linkButton} aria-label={`Retry now: ${row.subject} to ${row.to_address}`}>
                  Retry now
                </button>
              </form>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The latest mail delivered, with the attempts it took. */
export function SentTable({ rows }: { rows: Sent }) {
  return (
    <>
      <h2 id="sent-title">Recently sent</h2>
      <AdminTable labelledBy="sent-title" columns={['Subject', 'To', 'Sent', 'Attempts']} empty={rows.length === 0 && 'Nothing sent yet.'}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <MailSubject row={row} />
            </td>
            <td>{row.to_address}</td>
            <td>{row.sent_at ? <LocalTime iso={row.sent_at} seconds /> : '—'}</td>
            <td>{Number(row.attempts)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** The subject, linked to the submission it is about, and when it was queued. */
function MailSubject({ row }: { row: { subject: string; created_at: string; owner_kind: string | null; owner_id: string | null } }) {
  return (
    <>
      {row.owner_id ? <Link href={`/admin/${row.owner_kind === 'application' ? 'applications' : 'leads'}/${row.owner_id}`}>{row.subject}</Link> : row.subject}
      <div className={styles.muted}>
        queued <LocalTime iso={row.created_at} />
      </div>
    </>
  );
}
