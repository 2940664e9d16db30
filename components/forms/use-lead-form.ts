'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { initialFormState, type FormState } from '@/lib/validation/form-state';

type Action = (state: FormState, form: FormData) => Promise<FormState>;
/** Browser-side checks: the same schema the server runs; null when the form may be sent. */
type Validate = (form: FormData) => Record<string, string[]> | null;

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form that checks itself in the browser with the shared schema before sending, then shows the server's
 * answer: errors beside fields with focus on the first, or the success message (which takes focus).
 */
export function useLeadForm(action: Action, validate: Validate) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (state.version === 0) return;
    setClientErrors(null);
    // After React resets the form to the answer's values, move focus where the visitor needs it.
    requestAnimationFrame(() => (state.status === 'invalid' ? focusFirstInvalid(formRef.current) : messageRef.current?.focus()));
  }, [state.version, state.status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const errors = validate(new FormData(event.currentTarget));
    if (!errors) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(errors);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  const errors = clientErrors ?? state.fieldErrors;
  const message = clientErrors ? 'Some answers need another look: see the messages beside the fields.' : state.message;
  const tone: 'idle' | 'success' | 'error' = clientErrors || state.status === 'invalid' || state.status === 'error' ? 'error' : state.status === 'sent' ? 'success' : 'idle';
  return { state, formAction, pending, errors, message, tone, onSubmit, formRef, messageRef, enhanced };
}

/** Text answers of a form, trimmed, for the schema (files are checked apart). */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}
