'use client';

import { useActionState, useEffect, useRef } from 'react';
import { initialFormState } from '@/lib/validation/form-state';
import { EMPLOYMENT_TYPES, GIVE_TASK, JOB_LIMITS, JOB_STATUSES, type JobFormValues } from '@/lib/validation/job';
import { saveJob } from '@/server/actions/admin-jobs';
import { SelectField, TextArea, TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';

/**
 * A job's fields, new or stored. A plain form post without JavaScript, the same Server Action with it; after an
 * error the answer's values fill the fields again (falling back to the job's), and the message takes focus.
 */
export function JobForm({ id, job }: { id?: number; job: JobFormValues }) {
  const [state, action, pending] = useActionState(saveJob, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) message.current?.focus();
  }, [state.version]);
  const values: Record<string, string> = { ...job, ...state.values };
  const errors = state.fieldErrors;
  const tone = state.status === 'idle' || state.status === 'sent' ? 'idle' : 'error';
  // The server checks every field with the same schema and answers beside each one, so the browser's own
  // bubbles (which differ by browser and vanish) are turned off.
  return (
    <form action={action} className={styles.form} aria-label={id === undefined ? 'New job' : 'Edit job'} aria-busy={pending} noValidate>
      <FormMessage tone={tone} message={state.message} ref={message} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <TextField name="job_title" label="Job title" required maxLength={JOB_LIMITS.title} hint="As the careers page shows it, e.g. Senior Full-stack Developer (Next.js)." defaultValue={values.job_title} errors={errors.job_title} className={styles.wide} />
      <TextField name="job_role" label="Role" required maxLength={JOB_LIMITS.role} hint="The kind of position, e.g. Full-stack Developer." defaultValue={values.job_role} errors={errors.job_role} />
      <TextField name="job_location" label="Location" required maxLength={JOB_LIMITS.location} hint="City and country, and remote or hybrid if so." defaultValue={values.job_location} errors={errors.job_location} />
      <TextField name="experience_from" type="number" label="Experience from (years)" hint="A whole number from 0 to 50." defaultValue={values.experience_from} errors={errors.experience_from} />
      <TextField name="experience_to" type="number" label="Experience to (years)" hint="Not below the lower end." defaultValue={values.experience_to} errors={errors.experience_to} />
      <TextField name="currency" label="Currency" maxLength={3} hint="Its three-letter code, e.g. INR or USD. Needed when a salary is given." defaultValue={values.currency} errors={errors.currency} className={styles.wide} />
      <TextField name="salary_from" type="number" label="Salary from (a year)" hint="A whole number, e.g. 1800000." defaultValue={values.salary_from} errors={errors.salary_from} />
      <TextField name="salary_to" type="number" label="Salary to (a year)" hint="Not below the lower end." defaultValue={values.salary_to} errors={errors.salary_to} />
      <SelectField name="give_task" label="Asks for a task file" required options={GIVE_TASK} hint="When yes, the application form asks for a completed task (MP4 or PDF)." defaultValue={values.give_task} errors={errors.give_task} />
      <SelectField name="employment_type" label="Employment type" required options={EMPLOYMENT_TYPES} defaultValue={values.employment_type} errors={errors.employment_type} />
      <TextField name="valid_through" type="date" label="Applications close on" hint="The last day to apply. Leave empty for no closing date." defaultValue={values.valid_through} errors={errors.valid_through} />
      <TextArea name="about" label="About the role" maxLength={JOB_LIMITS.about} hint={`Up to ${JOB_LIMITS.about} characters. Left empty, the job page shows the standard text.`} defaultValue={values.about} errors={errors.about} className={styles.wide} />
      <TextArea name="responsibilities" label="Responsibilities (one per line)" hint={`Up to ${JOB_LIMITS.lines} lines of up to ${JOB_LIMITS.line} characters. Left empty, the job page shows the standard list.`} defaultValue={values.responsibilities} errors={errors.responsibilities} className={styles.wide} />
      <TextArea name="requirements" label="Requirements (one per line)" hint={`Up to ${JOB_LIMITS.lines} lines of up to ${JOB_LIMITS.line} characters. Left empty, the job page shows the standard list.`} defaultValue={values.requirements} errors={errors.requirements} className={styles.wide} />
      <SelectField name="status" label="Status" required options={JOB_STATUSES} hint="Draft: not on the site. Published: on the careers page, taking applications. Closed: off the site, applications kept." defaultValue={values.status} errors={errors.status} className={styles.wide} />
      <SubmitButton pending={pending} label={id === undefined ? 'Create job' : 'Save changes'} />
    </form>
  );
}
