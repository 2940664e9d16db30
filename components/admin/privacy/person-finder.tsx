'use client';

import { useActionState, useEffect, useRef } from 'react';
import styles from '@/app/admin/admin.module.css';
import { personAction, type PersonState } from '@/server/actions/admin-privacy';
import { KIND_LABELS } from '@/lib/admin/inbox-filter';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { LocalTime } from '@/components/admin/shared/local-time';

const initial: PersonState = { version: 0, email: '' };

/**
 * A person's data on request: find everything stored about an e-mail address, download it as one ZIP, or erase
 * it (a ticked box first). Plain form posts without JavaScript; the same Server Action with it.
 */
export function PersonFinder() {
  const [state, action, pending] = useActionState(personAction, initial);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) answer.current?.focus();
  }, [state.version]);
  const found = state.found;
  return (
    <>
      <form action={action} className={styles.filters} aria-label="Find a person's data" aria-busy={pending}>
        <input type="hidden" name="intent" value="find" />
        <label>
          E-mail
          <input type="email" name="email" required maxLength={254} autoComplete="off" defaultValue={state.email} aria-invalid={state.error && !found ? true : undefined} />
        </label>
        <button type="submit" className="button button-dark">
          Find
        </button>
      </form>
      <div ref={answer} tabIndex={-1} aria-live="polite">
        {state.error && (
          <p className={`${styles.notice} ${styles.danger}`} role="alert">
            {state.error}
          </p>
        )}
        {state.erased && (
          <p className={styles.notice} role="status">
            Erased {state.erased.submissions} submissions with {state.erased.files} files, {state.erased.notes} notes, {state.erased.mails} e-mails, {state.erased.consentRecords} consent records and {state.erased.webhookDeliveries} webhook deliveries; the address and name were taken out of {state.erased.auditEntriesAnonymised} audit log entries.
          </p>
        )}
        {found && found.submissions.length === 0 && <p role="status">Nothing is stored about {found.email}.</p>}
        {found && found.submissions.length > 0 && (
          <>
            <h3 id="found-title">Stored about {found.email}</h3>
            <AdminTable labelledBy="found-title" columns={['Received', 'Reference', 'Kind', 'What']}>
              {found.submissions.map((submission) => (
                <tr key={submission.id}>
                  <td>
                    <LocalTime iso={submission.created_at} />
                  </td>
                  <td>
                    <a href={`/admin/${submission.kind === 'application' ? 'applications' : 'leads'}/${submission.id}`}>{submission.reference}</a>
                  </td>
                  <td>{KIND_LABELS[submission.kind]}</td>
                  <td>{submission.about}</td>
                </tr>
              ))}
            </AdminTable>
            <p>
              With them: {found.files.length} files{found.files.length > 0 && <> ({found.files.map((file) => file.name).join(', ')})</>}, {found.counts.notes} internal notes,{' '}
              {found.counts.mails} e-mails, {found.counts.consentRecords} consent records and {found.counts.webhookDeliveries} webhook deliveries.
            </p>
            <div className={styles.columns}>
              <form method="post" action="/admin/privacy/export" className={styles.panel}>
                <h3>A copy</h3>
                <p>One ZIP: every record as readable JSON, and the files as they were sent.</p>
                <input type="hidden" name="email" value={found.email} />
                <button type="submit" className="button button-dark">
                  Download everything
                </button>
              </form>
              <form action={action} className={`${styles.panel} ${styles.danger} ${styles.stack}`}>
                <h3>Erasure</h3>
                <p>Removes all of it for good, and the address from the audit log. This cannot be undone.</p>
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="email" value={found.email} />
                <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 400 }}>
                  <input type="checkbox" name="confirm" value="yes" required style={{ minHeight: 24, width: 24 }} /> Yes, erase everything stored about {found.email}.
                </label>
                <button type="submit" className="button button-outline">
                  Erase everything
                </button>
              </form>
            </div>
          </>
        )}
      </div>
    </>
  );
}
