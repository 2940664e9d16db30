'use client';

import { useActionState, useEffect, useRef } from 'react';
import { initialFormState } from '@/lib/validation/form-state';
import { signIn } from '@/server/actions/admin-auth';
import { TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';

/** E-mail and password; a plain form post without JavaScript, the same action with it. */
export function LoginForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signIn, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) message.current?.focus();
  }, [state.version]);
  const tone = state.status === 'idle' ? 'idle' : 'error';
  return (
    <form action={action} className={styles.form} aria-label="Sign in" noValidate>
      <FormMessage tone={tone} message={state.message} ref={message} />
      <TextField name="email" type="email" label="Email" autoComplete="username" required maxLength={254} defaultValue={state.values.email} errors={state.fieldErrors.email} className={styles.wide} autoFocus />
      <TextField name="password" type="password" label="Password" autoComplete="current-password" required maxLength={128} errors={state.fieldErrors.password} className={styles.wide} />
      <input type="hidden" name="next" value={next} />
      <SubmitButton pending={pending} label="Sign in" />
    </form>
  );
}
