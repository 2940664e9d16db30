'use client';

import type { ReactNode, RefObject } from 'react';
import styles from './forms.module.css';

/** The form's answer, announced: success politely, problems at once. Takes focus after a submission. */
export function FormMessage({ tone, message, ref }: { tone: 'idle' | 'success' | 'error'; message?: ReactNode; ref: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {tone !== 'idle' && message}
    </div>
  );
}

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button type="submit" className={`button button-dark ${styles.submit}`} aria-disabled={pending || undefined} disabled={pending}>
      {pending ? 'Sending…' : label}
    </button>
  );
}
