'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { referenceSentence } from '@/lib/reference';
import { initialFormState } from '@/lib/validation/form-state';
import { applyForJob } from '@/server/actions/apply';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import { FileField, Honeypot, TextField } from '../forms/fields';
import { ConsentNotice, CookieChoiceField } from '../forms/consent-fields';
import { catchActionErrors } from '../forms/catch-action-errors';
import { FormMessage, SubmitButton } from '../forms/form-message';
import styles from '../forms/forms.module.css';
import { useLazyValidators } from '../forms/use-lead-form';

interface Props {
  jobId: number;
  giveTask: boolean;
  /** the signed form token this view of the form was shown with */
  token: string;
  sentMessage: string;
}

type Answer = { tone: 'idle' | 'success' | 'error'; message?: string; errors: Record<string, string[]> };

/**
 * Without JavaScript: a plain multipart post to a Server Action. With it: checks in the browser first, then
 * sends with XMLHttpRequest so large files show upload progress; errors stay beside their fields.
 */
export function ApplicationForm({ jobId, giveTask, token, sentMessage }: Props) {
  // Sent with XMLHttpRequest once hydrated (below); the action answers a post made before that.
  const [state, formAction] = useActionState(catchActionErrors(applyForJob), initialFormState);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Each answer brings a fresh token (a token is good for one application): from the action, or the upload's JSON.
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const { warmOn, check } = useLazyValidators();

  useEffect(() => setEnhanced(true), []);

  const shown: Answer = answer ?? {
    tone: state.status === 'sent' ? 'success' : state.status === 'idle' ? 'idle' : 'error',
    message: state.message,
    errors: state.fieldErrors,
  };
  const values = answer ? {} : state.values;
  const first = Object.keys(shown.errors)[0];

  function settle(next: Answer) {
    setAnswer(next);
    requestAnimationFrame(() => {
      if (next.tone === 'error' && Object.keys(next.errors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      else messageRef.current?.focus();
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return; // already sending: a second click does nothing
    const form = new FormData(event.currentTarget);
    const errors = check((v) => v.validateApplication(form, giveTask), form) ?? {};
    if (Object.keys(errors).length) {
      settle({ tone: 'error', message: 'Some answers need another look: see the messages beside the fields.', errors });
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', '/api/careers/apply');
    request.responseType = 'json';
    request.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    request.onload = () => {
      setProgress(null);
      const body = (request.response ?? {}) as { message?: string; errors?: Record<string, string[]>; token?: string; data?: { reference?: string } };
      if (body.token) setUploadToken(body.token);
      if (request.status === 201) {
        formRef.current?.reset();
        const reference = body.data?.reference;
        settle({ tone: 'success', message: reference ? `${sentMessage} ${referenceSentence(reference)}` : sentMessage, errors: {} });
      } else {
        settle({ tone: 'error', message: body.message ?? `The application was not sent (error ${request.status}). Please try again.`, errors: body.errors ?? {} });
      }
    };
    request.onerror = () => {
      setProgress(null);
      settle({ tone: 'error', message: 'The connection dropped before the application arrived. Check your connection and send it again.', errors: {} });
    };
    setProgress(0);
    request.send(form);
  }

  const field = (name: string) => ({ name, errors: shown.errors[name], autoFocus: !enhanced && first === name });
  return (
    <form ref={formRef} action={formAction} onSubmit={enhanced ? onSubmit : undefined} {...warmOn} noValidate={enhanced} aria-busy={progress !== null} className={styles.form} aria-label="Job application" encType="multipart/form-data">
      <FormMessage tone={shown.tone} message={shown.message} ref={messageRef} />
      {shown.errors.job_id && <p className={`${styles.wide} ${styles.errors}`}>{shown.errors.job_id.join(' ')}</p>}
      <TextField {...field('first_name')} label="First name" autoComplete="given-name" required maxLength={60} defaultValue={values.first_name} />
      <TextField {...field('last_name')} label="Last name" autoComplete="family-name" required maxLength={60} defaultValue={values.last_name} />
      <TextField {...field('email')} type="email" label="E-mail" autoComplete="email" required maxLength={254} defaultValue={values.email} />
      <TextField {...field('mobile')} type="tel" label="Mobile number" autoComplete="tel" required maxLength={30} hint="With the country code, e.g. +91 98765 43210." defaultValue={values.mobile} />
      <FileField {...field('resume')} className={styles.wide} label="Résumé" accept=".pdf,application/pdf" required hint="A PDF of at most 10 MB." />
      {giveTask && <FileField {...field('task_file')} className={styles.wide} label="Task file" accept=".mp4,.pdf,video/mp4,application/pdf" required hint="Your completed task as an MP4 video or a PDF, at most 50 MB." />}
      <input type="hidden" name="job_id" value={jobId} />
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name={TOKEN_FIELD} value={uploadToken ?? state.token ?? token} />
      <CookieChoiceField />
      <ConsentNotice form="application" />
      {progress !== null && (
        <div className={styles.wide} role="status">
          <progress max={100} value={progress} aria-label="Upload progress" /> Sending… {progress}%
        </div>
      )}
      <SubmitButton pending={progress !== null} label="Apply" />
    </form>
  );
}
