'use client';

import { useActionState, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { initialFormState, type FormState } from '@/lib/validation/form-state';
import { catchActionErrors } from './catch-action-errors';
import type * as Validators from './validators';

type Action = (state: FormState, form: FormData) => Promise<FormState>;
/** Browser-side checks: the same schema the server runs; an empty object when the form may be sent. */
type Validate = (validators: typeof Validators, form: FormData) => Validators.Errors;

/**
 * The browser-side validators, fetched the first time a visitor focuses, points at or touches the form
 * (spread `warmOn` on the <form>), so zod and the phone metadata stay out of the page's first load. `check`
 * answers null until they are there; the server checks every submission anyway, with the same messages.
 */
export function useLazyValidators() {
  const loaded = useRef<typeof Validators | null>(null);
  const loading = useRef(false);
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./validators').then(
      (validators) => void (loaded.current = validators),
      () => void (loading.current = false), // offline for a moment: try again on the next focus
    );
  }, []);
  const check = useCallback((validate: Validate, form: FormData) => (loaded.current ? validate(loaded.current, form) : null), []);
  return { warmOn: { onFocus: warm, onPointerEnter: warm, onTouchStart: warm }, check };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form that checks itself in the browser with the shared schema before sending, then shows the server's
 * answer: errors beside fields with focus on the first, or the success message (which takes focus). A call
 * the server refused before the action ran, or that never arrived, is answered the same way
 * (catchActionErrors).
 */
export function useLeadForm(action: Action, validate: Validate) {
  const [state, formAction, pending] = useActionState(catchActionErrors(action), initialFormState);
  const { warmOn, check } = useLazyValidators();
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
    const errors = check(validate, new FormData(event.currentTarget));
    if (!errors || Object.keys(errors).length === 0) {
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
  return { state, formAction, pending, errors, message, tone, onSubmit, formRef, messageRef, enhanced, warmOn };
}
