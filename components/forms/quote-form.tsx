'use client';

import { useState } from 'react';
import type { QuotePrefill } from '@/lib/quote-prefill';
import { SOURCE_CONTEXT_FIELD, SOURCE_PAGE_FIELD } from '@/lib/source-page';
import { checkFiles, QUOTE_FILE_RULES } from '@/lib/validation/files';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import { BUDGETS, HEAR_ABOUT, LIMITS, OTHER_CHOICES, PROJECT_TYPES, QUOTE_ACCEPT, TALENTS, TIMELINES } from '@/lib/validation/options';
import { submitQuote } from '@/server/actions/leads';
import { ConsentWording, CookieChoiceField } from './consent-fields';
import { ErrorList, FileField, Honeypot, SelectField, TextArea, TextField } from './fields';
import { FormMessage, SubmitButton } from './form-message';
import styles from './forms.module.css';
import { SourcePageField } from './source-fields';
import { useLeadForm } from './use-lead-form';
import { useQuoteDraft } from './use-quote-draft';

type Select = keyof typeof OTHER_CHOICES;
const SELECTS = Object.keys(OTHER_CHOICES) as Select[];

/** `prefill`: answers from the page's URL (lib/quote-prefill.ts); the visitor's own answers, once sent, win. */
export function QuoteForm({ token, prefill = {} }: { token: string; prefill?: QuotePrefill }) {
  const { state, formAction, pending, errors, message, tone, onSubmit, formRef, messageRef, enhanced, warmOn } = useLeadForm(submitQuote, (v, form) => v.validateQuote(form));
  const values: Record<string, string | undefined> = { projecttype: prefill.projecttype, projecttypeother: prefill.projecttypeother, ...state.values };
  const [choices, setChoices] = useState<Partial<Record<Select, string>>>({});
  const [fileErrors, setFileErrors] = useState<string[] | null>(null);
  const [about, setAbout] = useState(prefill.about);
  const draft = useQuoteDraft(formRef, {
    sentVersion: state.status === 'sent' ? state.version : 0,
    fromUrl: prefill.projecttype ? ['projecttype', 'projecttypeother'] : [],
    onRestored: (fields) => setChoices((c) => ({ ...c, ...Object.fromEntries(SELECTS.filter((s) => fields[s]).map((s) => [s, fields[s]])) })),
  });
  const chosen = (select: Select) => choices[select] ?? values[select];
  // Without JavaScript every 'other' box shows (the server requires it only for 'Other'); with it, only when chosen.
  const showOther = (select: Select) => !enhanced || chosen(select) === OTHER_CHOICES[select].other;
  const clearButton = (
    <button
      type="button"
      className={`button button-outline ${styles.clear}`}
      onClick={() => {
        draft.clear();
        setChoices(Object.fromEntries(SELECTS.map((s) => [s, ''])));
        setFileErrors(null);
      }}
    >
      Clear the form
    </button>
  );
  const first = Object.keys(errors)[0];
  const common = (name: string) => ({ name, errors: errors[name], autoFocus: first === name });

  const otherField = (select: Select, label: string) => (
    <TextField
      {...common(OTHER_CHOICES[select].field)}
      hidden={!showOther(select)}
      label={enhanced ? label : `${label} (if you chose Other)`}
      required={enhanced}
      maxLength={LIMITS.other}
      defaultValue={values[OTHER_CHOICES[select].field]}
    />
  );

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} {...warmOn} noValidate={enhanced} aria-busy={pending} className={styles.form} aria-label="Quote request form" encType="multipart/form-data">
      <FormMessage tone={tone} message={message} ref={messageRef} />
      {/* in the page from the start (a live region announces changes, not its arrival), taking no room while empty */}
      <div aria-live="polite" className={`${styles.wide} ${styles.notice} ${styles.draftNote}`}>
        {draft.note === 'restored' && <>We restored your answers from earlier today. {clearButton}</>}
        {draft.note === 'cleared' && 'We cleared the form.'}
      </div>
      {about && (
        <p className={`${styles.wide} ${styles.about}`}>
          About: <strong>{about.title}</strong> ({about.kind}){' '}
          <a
            href="/get-quote"
            onClick={(event) => {
              // With JavaScript the answers stay: only the context goes, from the form and the address.
              event.preventDefault();
              setAbout(undefined);
              history.replaceState(null, '', location.pathname);
              (formRef.current?.elements.namedItem('projecttype') as HTMLElement | null)?.focus();
            }}
          >
            Remove<span className="visually-hidden"> {about.title} from this request</span>
          </a>
        </p>
      )}
      <TextField {...common('fullname')} label="Full name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={values.fullname} />
      <TextField {...common('address')} type="email" label="E-mail" autoComplete="email" required maxLength={LIMITS.email} defaultValue={values.address} />
      <TextField {...common('companyname')} label="Company name" autoComplete="organization" required maxLength={LIMITS.company} defaultValue={values.companyname} />
      <TextField {...common('phonenumber')} type="tel" label="Phone number" autoComplete="tel" required maxLength={LIMITS.phone} hint="With the country code outside the US." defaultValue={values.phonenumber} />
      <SelectField {...common('projecttype')} label="Project type" required options={PROJECT_TYPES} defaultValue={values.projecttype} onChange={(v) => setChoices((c) => ({ ...c, projecttype: v }))} />
      {otherField('projecttype', 'Your project type')}
      <SelectField {...common('budget')} label="Budget" required options={BUDGETS} defaultValue={values.budget} />
      <SelectField {...common('timeline')} label="Timeline" required options={TIMELINES} defaultValue={values.timeline} />
      <SelectField {...common('talent')} label="Preferred talent" required options={TALENTS} defaultValue={values.talent} onChange={(v) => setChoices((c) => ({ ...c, talent: v }))} />
      {otherField('talent', 'The talent you need')}
      <SelectField {...common('hear')} label="How did you hear about us?" required options={HEAR_ABOUT} defaultValue={values.hear} onChange={(v) => setChoices((c) => ({ ...c, hear: v }))} />
      {otherField('hear', 'Where you heard about us')}
      <FileField
        {...common('files')}
        errors={fileErrors ?? errors.files}
        className={styles.wide}
        label="Files"
        multiple
        accept={QUOTE_ACCEPT}
        hint={`Up to ${QUOTE_FILE_RULES.maxFiles} files, 10 MB each: PDF, Office documents, images or ZIP.`}
        onFiles={(files) => {
          const problems = checkFiles(files, QUOTE_FILE_RULES);
          setFileErrors(problems.length ? problems : null);
        }}
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
            <ConsentWording form="quote" /> <span aria-hidden="true">*</span>
          </label>
        </div>
        <ErrorList name="privacy" errors={errors.privacy} />
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name={TOKEN_FIELD} value={state.token ?? token} />
      <input type="hidden" name={SOURCE_CONTEXT_FIELD} value={about?.key ?? ''} />
      <SourcePageField value={values[SOURCE_PAGE_FIELD] || prefill.sourcePage} />
      <CookieChoiceField />
      <div className={`${styles.wide} ${styles.actions}`}>
        <SubmitButton pending={pending} label="Let's Roll" />
        {/* one 'Clear the form' at a time: in the status above once a draft was restored, else here */}
        {enhanced && draft.note !== 'restored' && clearButton}
      </div>
    </form>
  );
}
