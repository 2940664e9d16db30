'use client';

import { useState, type ReactNode } from 'react';
import type { QuotePrefill } from '@/lib/quote-prefill';
import { SOURCE_PAGE_FIELD } from '@/lib/visitor-source-page';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import { LIMITS } from '@/lib/validation/limits';
import type { OtherField, QuoteOptions } from '@/lib/validation/options';
import { QUOTE_ACCEPT } from '@/lib/validation/quote-choices';
import { MAX_FILES } from '@/lib/upload-limits.mts';
import { submitQuote } from '@/server/actions/leads';
import { CookieChoiceField } from './cookie-choice-field';
import { ErrorList, FileField, Honeypot, SelectField, TextArea, TextField } from './fields';
import { FormMessage, SubmitButton } from './form-message';
import styles from './forms.module.css';
import { LANDING_FIELD } from '@/lib/analytics/fields';
import { SourcePageField } from './source-fields';
import { useLeadForm } from './use-lead-form';
import { useQuoteDraft } from './use-quote-draft';

/** The files the visitor chose, checked as soon as they are chosen; the rules load then, not with the page. */
function checkChosen(files: File[], show: (problems: string[] | null) => void) {
  import('@/lib/validation/files').then(
    ({ checkFiles, QUOTE_FILE_RULES }) => {
      const problems = checkFiles(files, QUOTE_FILE_RULES);
      show(problems.length ? problems : null);
    },
    () => undefined, // offline for a moment: the server checks the files anyway
  );
}

interface Props {
  token: string;
  /** the five lists (options.ts QUOTE_OPTIONS), from the page: in its HTML, not in this script */
  options: QuoteOptions;
  /** the consent box's wording (consent-wording.tsx), rendered by the page on the server */
  consent: ReactNode;
  /** answers from the page's URL (lib/quote-prefill.ts); the visitor's own answers, once sent, win */
  prefill?: QuotePrefill;
  /** on a prefilled form, what it is about (quote-about.tsx), which the plain form's script need not carry */
  about?: ReactNode;
}

export function QuoteForm({ token, options, consent, prefill = {}, about }: Props) {
  const { state, formAction, pending, errors, message, tone, onSubmit, formRef, messageRef, enhanced, warmOn } = useLeadForm(submitQuote, (v, form) => v.validateQuote(form));
  const values: Record<string, string | undefined> = { projecttype: prefill.projecttype, projecttypeother: prefill.projecttypeother, ...state.values };
  const [fileErrors, setFileErrors] = useState<string[] | null>(null);
  const draft = useQuoteDraft(formRef, {
    sentVersion: state.status === 'sent' ? state.version : 0,
    fromUrl: prefill.projecttype ? ['projecttype', 'projecttypeother'] : [],
  });
  const clearButton = (
    <button
      type="button"
      className={`button button-outline ${styles.clear}`}
      onClick={() => {
        draft.clear();
        setFileErrors(null);
      }}
    >
      Clear the form
    </button>
  );
  const first = Object.keys(errors)[0];
  const common = (name: string) => ({ name, errors: errors[name], autoFocus: first === name });

  // Shown by CSS while its select says Other (forms.module.css .other), with or without JavaScript: always on the
  // page, so a restored draft or the answer after an error fills it like any other box.
  const otherField = (name: OtherField, label: string) => (
    <TextField
      {...common(name)}
      className={styles.other}
      label={label}
      required="when shown"
      maxLength={LIMITS.other}
      defaultValue={values[name]}
    />
  );

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onInput={draft.start} {...warmOn} noValidate={enhanced} aria-busy={pending} className={styles.form} aria-label="Quote request form" encType="multipart/form-data">
      <FormMessage tone={tone} message={message} ref={messageRef} />
      {/* in the page from the start (a live region announces changes, not its arrival), taking no room while empty */}
      <div aria-live="polite" className={`${styles.wide} ${styles.notice} ${styles.draftNote}`}>
        {draft.note === 'restored' && <>We restored your answers from earlier today. {clearButton}</>}
        {draft.note === 'cleared' && 'We cleared the form.'}
      </div>
      {about}
      <TextField {...common('fullname')} label="Full name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={values.fullname} />
      <TextField {...common('address')} type="email" label="E-mail" autoComplete="email" required maxLength={LIMITS.email} defaultValue={values.address} />
      <TextField {...common('companyname')} label="Company name" autoComplete="organization" required maxLength={LIMITS.company} defaultValue={values.companyname} />
      <TextField {...common('phonenumber')} type="tel" label="Phone number" autoComplete="tel" required maxLength={LIMITS.phone} hint="With the country code outside the US." defaultValue={values.phonenumber} />
      <SelectField {...common('projecttype')} label="Project type" required options={options.projecttype} defaultValue={values.projecttype} />
      {otherField('projecttypeother', 'Your project type')}
      <SelectField {...common('budget')} label="Budget" required options={options.budget} defaultValue={values.budget} />
      <SelectField {...common('timeline')} label="Timeline" required options={options.timeline} defaultValue={values.timeline} />
      <SelectField {...common('talent')} label="Preferred talent" required options={options.talent} defaultValue={values.talent} />
      {otherField('talentother', 'The talent you need')}
      <SelectField {...common('hear')} label="How did you hear about us?" required options={options.hear} defaultValue={values.hear} />
      {otherField('hearother', 'Where you heard about us')}
      <FileField
        {...common('files')}
        errors={fileErrors ?? errors.files}
        className={styles.wide}
        label="Files"
        multiple
        accept={QUOTE_ACCEPT}
        hint={`Up to ${MAX_FILES} files, 10 MB each: PDF, Office documents, images or ZIP.`}
        onFiles={(files) => checkChosen(files, setFileErrors)}
      />
      <TextArea {...common('comments')} className={styles.wide} label="Comments" maxLength={LIMITS.message} defaultValue={values.comments} />
      <div className={`${styles.field} ${styles.wide}`} data-invalid={errors.privacy ? true : undefined}>
        <div className={styles.check}>
          <input
            id="privacy"
            name="privacy"
            type="checkbox"
            required
            defaultChecked={values.privacy === 'on'}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? 'privacy-error' : undefined}
            autoFocus={first === 'privacy'}
          />
          <label htmlFor="privacy">
            {consent} <span aria-hidden="true">*</span>
          </label>
        </div>
        <ErrorList name="privacy" errors={errors.privacy} />
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name={TOKEN_FIELD} value={state.token ?? token} />
      <SourcePageField value={values[SOURCE_PAGE_FIELD] || prefill.sourcePage} />
      {/* how the visitor arrived: filled by the page-view beacon as the form is sent (lib/analytics/fields.ts) */}
      <input type="hidden" name={LANDING_FIELD} value={values[LANDING_FIELD] ?? ''} />
      <CookieChoiceField />
      <div className={`${styles.wide} ${styles.actions}`}>
        <SubmitButton pending={pending} label="Let's Roll" />
        {/* one 'Clear the form' at a time: in the status above once a draft was restored, else here */}
        {enhanced && draft.note !== 'restored' && clearButton}
      </div>
    </form>
  );
}
