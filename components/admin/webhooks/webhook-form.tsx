'use client';

import { useActionState, useEffect, useRef } from 'react';
import { initialFormState } from '@/lib/validation/form-state';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookFormState, type WebhookFormValues } from '@/lib/validation/webhook';
import { saveEndpoint } from '@/server/actions/admin-webhooks';
import { ErrorList, TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';
import { SecretOnce } from './secret-once';

/**
 * An endpoint's URL, description and events, new or stored: a plain form post without JavaScript, the same
 * Server Action with it. Once a new endpoint is added, its secret takes the form's place, that one time.
 */
export function WebhookForm({ id, endpoint }: { id?: string; endpoint: WebhookFormValues }) {
  const [state, action, pending] = useActionState<WebhookFormState, FormData>(saveEndpoint, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) message.current?.focus();
  }, [state.version]);
  if (state.secret && state.endpointId) return <SecretOnce secret={state.secret} endpointId={state.endpointId} intro="Endpoint added." />;
  const values = { ...endpoint, ...state.values };
  const errors = state.fieldErrors;
  const tone = state.status === 'idle' || state.status === 'sent' ? 'idle' : 'error';
  return (
    <form action={action} className={styles.form} aria-label={id === undefined ? 'New webhook endpoint' : 'Edit webhook endpoint'} aria-busy={pending} noValidate>
      <FormMessage tone={tone} message={state.message} ref={message} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <TextField name="url" type="url" label="URL" required maxLength={WEBHOOK_LIMITS.url} hint="Where each event is POSTed, e.g. https://crm.example.com/hooks/navyug. https only; redirects are not followed." defaultValue={values.url} errors={errors.url} className={styles.wide} />
      <TextField name="description" label="Description" maxLength={WEBHOOK_LIMITS.description} hint="What receives it, for the people here, e.g. Sales CRM." defaultValue={values.description} errors={errors.description} className={styles.wide} />
      <EventChoices checked={values.events.split(',')} errors={errors.events} />
      <SubmitButton pending={pending} label={id === undefined ? 'Add endpoint' : 'Save changes'} />
    </form>
  );
}

/** One box per event type, in a fieldset whose legend names the group for screen readers. */
function EventChoices({ checked, errors }: { checked: string[]; errors?: string[] }) {
  return (
    <fieldset className={`${styles.field} ${styles.wide}`} data-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? 'events-error' : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={styles.label}>
        Events <span aria-hidden="true">*</span>
      </legend>
      {WEBHOOK_EVENTS.map((event) => (
        <div key={event.value} className={styles.check}>
          <input id={`event-${event.value}`} type="checkbox" name="events" value={event.value} defaultChecked={checked.includes(event.value)} />
          <label htmlFor={`event-${event.value}`}>{event.label}</label>
        </div>
      ))}
      <ErrorList name="events" errors={errors} />
    </fieldset>
  );
}
