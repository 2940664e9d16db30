'use client';

import { useActionState } from 'react';
import { initialFormState } from '@/lib/validation/form-state';
import { verifyTwoFactor } from '@/server/actions/admin-auth';
import { TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';
import { useRef } from 'react';

export function TwoFactorForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(verifyTwoFactor, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  return (
    <form action={action} className={styles.form} aria-label="Two-factor code" noValidate>
      <FormMessage tone={state.status === 'idle' ? 'idle' : 'error'} message={state.message} ref={message} />
      <TextField name="code" label="Code from your authenticator app" autoComplete="one-time-code" required maxLength={7} errors={state.fieldErrors.code} className={styles.wide} autoFocus />
      <input type="hidden" name="next" value={next} />
      <SubmitButton pending={pending} label="Verify" />
    </form>
  );
}
