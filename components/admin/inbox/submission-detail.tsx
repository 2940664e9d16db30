import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from '@/app/admin/admin.module.css';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/admin/inbox-filter';
import { addNoteAction, changeStatus, deleteAction } from '@/server/actions/admin-inbox';
import { keepLeadAction } from '@/server/actions/admin-privacy';
import { legalDocuments } from '@/content/legal';
import type { ConsentRecordTable, SubmissionStatus } from '@/server/db/schema';
import type { FileInfo } from '@/server/repositories/files';
import type { SubmissionKind } from '@/server/repositories/inbox';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { LocalTime } from '@/components/admin/shared/local-time';
import { legalTextKey, legalTextPath } from '@/lib/admin/legal-texts';

interface Props {
  kind: SubmissionKind;
  id: string;
  /** the visitor's reference, e.g. NV-Q-7K3P9 */
  reference: string;
  title: string;
  status: SubmissionStatus;
  spamReason: string | null;
  fields: [string, ReactNode][];
  files: FileInfo[];
  mails: { id: string; topic: string; to_address: string; status: string; attempts: number; last_error: string | null; sent_at: string | null }[];
  notes: { id: string; author: string; body: string; created_at: string }[];
  consents: ConsentRecordTable[];
  /** the legal texts whose words are recorded (legalTextKey of each): the ledger links each one to its text */
  texts?: string[];
  retention: Retention;
  flash?: { done?: string; error?: string };
}

/** When the retention sweep (lib/retention.ts) will delete the submission, and why; a lead's keep mark. */
export interface Retention {
  /** ISO, or null when nothing is due yet (an open role) or the lead is kept */
  deletesAt: string | null;
  /** the rule, in the privacy policy's words */
  rule: string;
  /** leads only: the keep mark, or null when it follows the rule */
  kept?: { at: string; by: string } | null;
}

const DONE: Record<string, string> = { status: 'Status saved.', note: 'Note added.', kept: 'Marked kept: the retention sweep leaves it.', unkept: 'Keep mark removed: it follows the retention rule again.' };
const ERRORS: Record<string, string> = { status: 'Choose one of the statuses.', note: 'Write the note first (at most 5,000 characters).', confirm: 'Tick the box to confirm the deletion.' };

/** Everything about one submission, as submitted (React escapes every value), and what can be done with it. */
export function SubmissionDetail({ kind, id, reference, title, status, spamReason, fields, files, mails, notes, consents, texts = [], retention, flash }: Props) {
  const hidden = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  return (
    <>
      <p>
        <Link href="/admin">← Inbox</Link>
      </p>
      <h1>{title}</h1>
      <p>
        Reference <strong className={styles.reference}>{reference}</strong> · {KIND_LABELS[kind]} ·{' '}
        <span className={styles.badge} data-status={status}>
          {STATUS_LABELS[status]}
        </span>
      </p>
      {flash?.done && DONE[flash.done] && (
        <p className={styles.notice} role="status">
          {DONE[flash.done]}
        </p>
      )}
      {flash?.error && ERRORS[flash.error] && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {ERRORS[flash.error]}
        </p>
      )}
      {spamReason && (
        <p className={`${styles.notice} ${styles.danger}`}>
          The spam filter kept this back: {spamReason}. {status === 'spam' ? 'No e-mail was sent for it.' : ''}
        </p>
      )}
      <div className={styles.columns}>
        <section aria-labelledby="fields-title" className={styles.panel}>
          <h2 id="fields-title">As submitted</h2>
          <dl className={styles.fields}>
            {fields
              .filter((row) => Boolean(row[1]))
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <h2 id="files">Attachments</h2>
          {files.length === 0 ? (
            <p className={styles.muted}>None.</p>
          ) : (
            <ul>
              {files.map((file) => (
                <li key={file.id}>
                  <a href={`/admin/files/${file.id}`} download={file.original_name}>
                    {file.original_name}
                  </a>{' '}
                  <span className={styles.muted}>
                    ({file.content_type}, {Math.ceil(file.size / 1024)} KB)
                  </span>
                </li>
              ))}
            </ul>
          )}
          <ConsentLedger records={consents} texts={texts} />
        </section>
        <div>
          <section aria-labelledby="status-title" className={styles.panel}>
            <h2 id="status-title">Status</h2>
            <form action={changeStatus} className={styles.stack}>
              {hidden}
              <label>
                Status
                <select name="status" defaultValue={status}>
                  {Object.entries(STATUS_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button-dark">
                Save status
              </button>
            </form>
          </section>
          <RetentionPanel kind={kind} id={id} retention={retention} />
          <section aria-labelledby="notes" className={styles.panel}>
            <h2 id="notes">Internal notes</h2>
            {notes.length === 0 && <p className={styles.muted}>No notes yet.</p>}
            {notes.map((note) => (
              <article key={note.id}>
                <p style={{ whiteSpace: 'pre-wrap' }}>{note.body}</p>
                <p className={styles.muted}>
                  {note.author}, <LocalTime iso={note.created_at} />
                </p>
              </article>
            ))}
            <form action={addNoteAction} className={styles.stack}>
              {hidden}
              <label>
                New note
                <textarea name="note" rows={3} maxLength={5000} required />
              </label>
              <button type="submit" className="button button-outline">
                Add note
              </button>
            </form>
          </section>
        </div>
      </div>
      <h2 id="mails">E-mails it triggered</h2>
      <AdminTable labelledBy="None" columns={['Message', 'To', 'Delivery', 'Attempts', 'Last error']} empty={mails.length === 0 && 'None (spam is never mailed).'}>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <td>{mail.topic.endsWith('.confirm') ? 'Confirmation to the sender' : 'Notification to the agency'}</td>
            <td>{mail.to_address}</td>
            <td>
              <span className={styles.badge} data-status={mail.status}>
                {mail.status}
              </span>
              {mail.sent_at && (
                <div className={styles.muted}>
                  <LocalTime iso={mail.sent_at} />
                </div>
              )}
            </td>
            <td>{mail.attempts}</td>
            <td>{mail.last_error ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="delete" className={`${styles.panel} ${styles.danger}`} style={{ marginTop: 32 }}>
        <h2 id="delete">Delete for good</h2>
        <p>For a privacy request: the submission, its attachments, notes and e-mails are removed and cannot be brought back.</p>
        <ConfirmDelete action={deleteAction} confirm={`Yes, delete this ${KIND_LABELS[kind].toLowerCase()} and everything stored with it.`}>
          {hidden}
        </ConfirmDelete>
      </section>
    </>
  );
}

const day = (iso: string) => iso.slice(0, 10);

/** When it will be deleted under the privacy policy, and (for a lead) the keep mark that exempts an engagement. */
function RetentionPanel({ kind, id, retention }: { kind: SubmissionKind; id: string; retention: Retention }) {
  return (
    <section aria-labelledby="retention" className={styles.panel}>
      <h2 id="retention">Retention</h2>
      {retention.kept ? (
        <p>
          Kept: it became an engagement (marked by {retention.kept.by} on {day(retention.kept.at)}). The retention sweep leaves it.
        </p>
      ) : retention.deletesAt ? (
        <p>
          Deleted automatically on <strong>{day(retention.deletesAt)}</strong> ({retention.rule}).
        </p>
      ) : (
        <p>{retention.rule}</p>
      )}
      {kind !== 'application' && (
        <form action={keepLeadAction}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="keep" value={retention.kept ? 'no' : 'yes'} />
          <button type="submit" className="button button-outline">
            {retention.kept ? 'Remove the keep mark' : 'Keep: it became an engagement'}
          </button>
        </form>
      )}
    </section>
  );
}

const GIVEN: Record<ConsentRecordTable['given'], string> = { checkbox: 'ticked the box', notice: 'sent the form under this notice', banner: 'answered the cookie pop-up' };
const CHOICE: Record<ConsentRecordTable['choice'], string> = { agreed: 'Agreed', accepted: 'Accepted', declined: 'Declined' };
const titleOf = (slug: string) => legalDocuments.find((doc) => doc.slug === slug)?.title ?? slug;


/**
 * What the visitor agreed to: each legal page's version and date, a link to its text word for word as they were shown
 * it (the legal versions table), the words they were shown beside the form, how and when.
 */
function ConsentLedger({ records, texts }: { records: ConsentRecordTable[]; texts: string[] }) {
  return (
    <>
      <h2 id="consent">Consent record</h2>
      {records.length === 0 ? (
        <p className={styles.muted}>None recorded: sent before the consent ledger existed, kept back as spam, or received through the jobs API.</p>
      ) : (
        <ul className={styles.ledger}>
          {records.map((record) => (
            <li key={record.id}>
              <strong>
                {CHOICE[record.choice]}: {titleOf(record.document)}
              </strong>
              , version <code>{record.document_version}</code>
              {record.document_date && <> dated {record.document_date}</>}. The visitor {GIVEN[record.given]} on <LocalTime iso={record.given_at} seconds />.{' '}
              {texts.includes(legalTextKey(record.document, record.document_version)) ? (
                <Link href={legalTextPath(record.document, record.document_version)}>
                  {record.choice === 'agreed' ? 'Read the text they agreed to' : 'Read the text shown then'}
                  <span className="visually-hidden">: {titleOf(record.document)}, version {record.document_version}</span>
                </Link>
              ) : (
                <span className={styles.muted}>Its text was not kept (recorded before legal texts were stored with their versions).</span>
              )}
              <blockquote>{record.wording}</blockquote>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
