'use client';

import { useActionState, useEffect, useRef } from 'react';
import { initialFormState, type FormState } from '@/lib/validation/form-state';
import { verifyBackupCode, verifyTwoFactor } from '@/server/actions/admin-auth';
import { TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

/** One code field, its answer announced and focused after each try; a plain form post without JavaScript. */
function CodeForm({ next, verify, name, label, hint, autoComplete, maxLength }: { next: string; verify: Action; name: string; label: string; hint?: string; autoComplete?: string; maxLength: number }) {
  const [state, action, pending] = useActionState(verify, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) message.current?.focus();
  }, [state.version]);
  return (
    <form action={action} className={styles.form} aria-label={name} noValidate>
      <FormMessage tone={state.status === 'idle' ? 'idle' : 'error'} message={state.message} ref={message} />
      <TextField name="code" label={label} hint={hint} autoComplete={autoComplete ?? 'off'} required maxLength={maxLength} defaultValue={state.values.code} errors={state.fieldErrors.code} className={styles.wide} autoFocus />
      <input type="hidden" name="next" value={next} />
      <SubmitButton pending={pending} label="Verify" />
    </form>
  );
}

export function TwoFactorForm({ next }: { next: string }) {
  return <CodeForm next={next} verify={verifyTwoFactor} name="Two-factor code" label="Code from your authenticator app" autoComplete="one-time-code" maxLength={7} />;
}

/** A backup code instead of the app's: each of them works once. */
export function BackupCodeForm({ next }: { next: string }) {
  return <CodeForm next={next} verify={verifyBackupCode} name="Sign in with a backup code" label="Backup code" hint="One of the codes you kept when you turned two-factor on, like Ab3dE-fG7hK. Letters keep their case." maxLength={24} />;
}
