'use client';

import { useActionState } from 'react';
import styles from '@/app/admin/admin.module.css';
import { initialFormState } from '@/lib/validation/form-state';
import type { WebhookFormState } from '@/lib/validation/webhook';
import { rotateSecret } from '@/server/actions/admin-webhooks';
import { SecretOnce } from './secret-once';

/** Replaces an endpoint's secret after a ticked box; the new secret shows here, once. */
export function RotateSecretForm({ id }: { id: string }) {
  const [state, action, pending] = useActionState<WebhookFormState, FormData>(rotateSecret, initialFormState);
  if (state.secret) return <SecretOnce secret={state.secret} endpointId={id} intro="New secret made." />;
  return (
    <form action={action} className={styles.stack} aria-busy={pending}>
      <input type="hidden" name="id" value={id} />
      {state.status === 'invalid' && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {state.message}
        </p>
      )}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 400 }}>
        <input type="checkbox" name="confirm" value="yes" required style={{ minHeight: 24, width: 24 }} /> Yes, make a new secret: the old one stops working now.
      </label>
      <button type="submit" className="button button-outline" disabled={pending}>
        Make a new secret
      </button>
    </form>
  );
}
