import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { RotateSecretForm } from '@/components/admin/webhooks/rotate-secret-form';
import { deleteEndpointAction, sendTestEvent, setEndpointEnabledAction } from '@/server/actions/admin-webhooks';
import { eventsOf, type findEndpoint } from '@/server/repositories/webhooks';

type Endpoint = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;

const MESSAGES = {
  done: {
    saved: 'Endpoint saved.',
    enabled: 'Enabled: new events are sent to it.',
    disabled: 'Disabled: no new events are queued for it, and what was waiting is not sent. Test events still go.',
    test: 'Test event queued: it shows below in a moment (reload the page).',
    resent: 'Queued again: it is sent now, with a fresh set of attempts.',
  },
  error: {
    op: 'Choose enable or disable.',
    delivery: 'That delivery cannot be sent again now (it is being sent, or it is gone).',
    confirm: 'Tick the box to confirm the deletion.',
  },
};

/** An endpoint's way back, its address and state, what an action that came back to it says, and its buttons. */
export function EndpointHeader({ endpoint, flash: { done, error } }: { endpoint: Endpoint; flash: { done?: string; error?: string } }) {
  const button = (action: (form: FormData) => Promise<void>, label: string, op?: string) => <ActionButton action={action} values={{ id: endpoint.id, op }} label={label} />;
  return (
    <>
      <p>
        <Link href="/admin/webhooks">← Webhooks</Link>
      </p>
      <h1 style={{ overflowWrap: 'anywhere' }}>{endpoint.description ?? endpoint.url}</h1>
      <p>
        <span className={styles.badge} data-status={endpoint.enabled ? 'enabled' : 'disabled'}>
          {endpoint.enabled ? 'enabled' : 'disabled'}
        </span>{' '}
        · {endpoint.url} · {eventsOf(endpoint).join(', ')} · added {endpoint.created_at.slice(0, 10)}
      </p>
      <ActionNotice done={done} error={error} messages={MESSAGES} />
      <div className={styles.actions}>
        {button(setEndpointEnabledAction, endpoint.enabled ? 'Disable' : 'Enable', endpoint.enabled ? 'disable' : 'enable')}
        {button(sendTestEvent, 'Send test event')}
      </div>
    </>
  );
}

/** A new signing secret, replacing the one shown when the endpoint was added. */
export function SecretPanel({ id }: { id: string }) {
  return (
    <section aria-labelledby="secret" className={styles.panel} style={{ marginTop: 32 }}>
      <h2 id="secret" style={{ marginTop: 0 }}>
        Signing secret
      </h2>
      <p>It was shown once, when the endpoint was added. A new one replaces it at once: give it to the receiver straight away.</p>
      <RotateSecretForm id={id} />
    </section>
  );
}

/** Deleting the endpoint with its deliveries. */
export function EndpointDeletePanel({ id }: { id: string }) {
  return (
    <section aria-labelledby="delete" className={`${styles.panel} ${styles.danger}`} style={{ marginTop: 32 }}>
      <h2 id="delete" style={{ marginTop: 0 }}>
        Delete for good
      </h2>
      <p>Deletes the endpoint and its deliveries; nothing more is sent to it. To pause it instead, disable it.</p>
      <ConfirmDelete action={deleteEndpointAction} confirm="Yes, delete this endpoint.">
        <input type="hidden" name="id" value={id} />
      </ConfirmDelete>
    </section>
  );
}
