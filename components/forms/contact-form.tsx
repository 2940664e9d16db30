'use client';

import type { ReactNode } from 'react';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import { SOURCE_PAGE_FIELD } from '@/lib/visitor-source-page';
import { LIMITS } from '@/lib/validation/limits';
import { submitContact } from '@/server/actions/leads';
import { CookieChoiceField } from './cookie-choice-field';
import { TextArea, TextField, Honeypot } from './fields';
import { FormMessage, SubmitButton } from './form-message';
import styles from './forms.module.css';
import { LANDING_FIELD } from '@/lib/analytics/fields';
import { SourcePageField } from './source-fields';
import { useLeadForm } from './use-lead-form';

/** `consent`: the consent notice (consent-wording.tsx), rendered by the page on the server. */
export function ContactForm({ token, consent }: { token: string; consent: ReactNode }) {
  const { state, formAction, pending, errors, message, tone, onSubmit, formRef, messageRef, enhanced, warmOn } = useLeadForm(submitContact, (v, form) => v.validateContact(form));
  const values = state.values;
  const first = Object.keys(errors)[0];
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} {...warmOn} noValidate={enhanced} aria-busy={pending} className={styles.form} aria-label="Contact form">
      <FormMessage tone={tone} message={message} ref={messageRef} />
      <TextField name="fullname" label="Full name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={values.fullname} errors={errors.fullname} autoFocus={first === 'fullname'} />
      <TextField name="email" type="email" label="E-mail" autoComplete="email" required maxLength={LIMITS.email} defaultValue={values.email} errors={errors.email} autoFocus={first === 'email'} />
      <TextField name="phonenumber" type="tel" label="Phone number" autoComplete="tel" required maxLength={LIMITS.phone} hint="With the country code if you are outside the US, e.g. +91 98765 43210." defaultValue={values.phonenumber} errors={errors.phonenumber} autoFocus={first === 'phonenumber'} className={styles.wide} />
      <TextArea name="howhelp" label="How can we help?" required maxLength={LIMITS.message} defaultValue={values.howhelp} errors={errors.howhelp} autoFocus={first === 'howhelp'} className={styles.wide} />
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name={TOKEN_FIELD} value={state.token ?? token} />
      <SourcePageField value={values[SOURCE_PAGE_FIELD]} />
      {/* how the visitor arrived: filled by the page-view beacon as the form is sent (lib/analytics/fields.ts) */}
      <input type="hidden" name={LANDING_FIELD} value={values[LANDING_FIELD] ?? ''} />
      <CookieChoiceField />
      {consent}
      <SubmitButton pending={pending} label="Submit" />
    </form>
  );
}
