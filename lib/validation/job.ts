import { z } from './zod';
import { oneLine } from './fields';
import type { Option } from './options';

/** The admin's job form (fields named as the jobs table's columns) and the careers API's job, as zod schemas. */

export const JOB_FIELDS = [
  'job_title',
  'job_role',
  'job_location',
  'experience_from',
  'experience_to',
  'currency',
  'salary_from',
  'salary_to',
  'give_task',
  'employment_type',
  'valid_through',
  'about',
  'responsibilities',
  'requirements',
  'status',
] as const;

export type JobField = (typeof JOB_FIELDS)[number];
/** What the form shows and posts: every field as text. */
export type JobFormValues = Record<JobField, string>;

export const JOB_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'closed', label: 'Closed' },
] as const satisfies readonly Option[];

export type JobStatus = (typeof JOB_STATUSES)[number]['value'];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };

/** schema.org's employmentType values, which the job page's structured data carries as they are. */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'PART_TIME', label: 'Part-time' },
  { value: 'CONTRACTOR', label: 'Contractor' },
  { value: 'TEMPORARY', label: 'Temporary' },
  { value: 'INTERN', label: 'Internship' },
] as const satisfies readonly Option[];

export const GIVE_TASK = [
  { value: 'No', label: 'No' },
  { value: 'Yes', label: 'Yes: applicants upload a completed task' },
] as const satisfies readonly Option[];

export const JOB_LIMITS = {
  title: 120,
  titleMin: 3,
  role: 80,
  location: 120,
  years: 50,
  /** fits the integer column on both engines */
  salary: 1_000_000_000,
  about: 2000,
  line: 300,
  lines: 15,
} as const;

/** A blank form for a new job: hidden from the site until it is published. */
export const EMPTY_JOB: JobFormValues = {
  ...(Object.fromEntries(JOB_FIELDS.map((field) => [field, ''])) as JobFormValues),
  give_task: 'No',
  employment_type: 'FULL_TIME',
  status: 'draft',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2030-02-30 is not one). */
const isDate = (value: string) => ISO_DATE.test(value) && z.iso.date().safeParse(value).success;
const LOWER_BEFORE_UPPER = 'The upper end cannot be below the lower end.';

/** Today as YYYY-MM-DD in UTC, the zone every stored timestamp uses. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** An optional whole number typed into a text box: '' is null; `clean` drops separators people type. */
function optionalWhole(message: string, max: number, tooBig: string, clean = (value: string) => value) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => /^\d*$/.test(clean(value)), { error: message, abort: true })
    .refine((value) => clean(value) === '' || Number(clean(value)) <= max, tooBig)
    .transform((value) => (clean(value) === '' ? null : Number(clean(value))));
}

/** A textarea with one item per line: blank lines dropped, each line trimmed, a few short lines at most. */
function lines(what: string) {
  return z
    .string({ error: `Enter the ${what}, one per line.` })
    .transform((value) =>
      value
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .superRefine((items, ctx) => {
      if (items.length > JOB_LIMITS.lines) ctx.addIssue({ code: 'custom', message: `List at most ${JOB_LIMITS.lines} ${what}, one per line (there are ${items.length}).` });
      const long = items.findIndex((item) => item.length > JOB_LIMITS.line);
      if (long >= 0) ctx.addIssue({ code: 'custom', message: `Keep each line to ${JOB_LIMITS.line} characters or fewer (line ${long + 1} is longer).` });
    });
}

const years = () => optionalWhole('Enter a whole number of years, like 3.', JOB_LIMITS.years, `Enter at most ${JOB_LIMITS.years} years.`);
const salary = () => optionalWhole('Enter the salary as a whole number, like 1800000.', JOB_LIMITS.salary, 'Enter a salary below 1,000,000,000.', (value) => value.replace(/[\s,_]/g, ''));

const enumOf = <const T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: message });

/**
 * The admin's job form, every field a string as FormData carries it (send '' for an empty field). Rules that
 * compare fields run even when another field is wrong, so every message shows at once, beside its field.
 */
export const jobInputSchema = z
  .object({
    job_title: oneLine('the job title', JOB_LIMITS.title).refine((value) => value === '' || value.length >= JOB_LIMITS.titleMin, `Make the job title at least ${JOB_LIMITS.titleMin} characters long.`),
    job_role: oneLine('the role', JOB_LIMITS.role),
    job_location: oneLine('the location', JOB_LIMITS.location),
    experience_from: years(),
    experience_to: years(),
    currency: z
      .string({ error: 'Enter the currency as its three-letter code, like USD or INR.' })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || /^[A-Z]{3}$/.test(value), 'Enter the currency as its three-letter code, like USD or INR.')
      .transform((value) => value || null),
    salary_from: salary(),
    salary_to: salary(),
    give_task: enumOf(GIVE_TASK, 'Choose whether applicants upload a task file.'),
    employment_type: enumOf(EMPLOYMENT_TYPES, 'Choose an employment type.'),
    valid_through: z
      .string({ error: 'Enter the closing date as a date, like 2030-01-31.' })
      .trim()
      .refine((value) => value === '' || isDate(value), 'Enter the closing date as a date, like 2030-01-31.')
      .transform((value) => value || null),
    about: z
      .string({ error: 'Enter what the role is about.' })
      .trim()
      .max(JOB_LIMITS.about, `Keep the text about the role to ${JOB_LIMITS.about} characters or fewer.`),
    responsibilities: lines('responsibilities'),
    requirements: lines('requirements'),
    status: enumOf(JOB_STATUSES, 'Choose draft, published or closed.'),
  })
  .superRefine((input, ctx) => {
    // Runs on partly valid input too (see `when` below): compare only the values that parsed.
    const value = input as Partial<Record<JobField, unknown>>;
    const isNumber = (x: unknown): x is number => typeof x === 'number';
    if (isNumber(value.experience_from) && isNumber(value.experience_to) && value.experience_to < value.experience_from) {
      ctx.addIssue({ code: 'custom', path: ['experience_to'], message: LOWER_BEFORE_UPPER });
    }
    if (isNumber(value.salary_from) && isNumber(value.salary_to) && value.salary_to < value.salary_from) {
      ctx.addIssue({ code: 'custom', path: ['salary_to'], message: LOWER_BEFORE_UPPER });
    }
    if ((isNumber(value.salary_from) || isNumber(value.salary_to)) && (value.currency === null || value.currency === '')) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Enter the currency of the salary, like USD or INR.' });
    }
    // A closed job may keep the date that has passed; one that is or will be on the site may not.
    const date = value.valid_through;
    if (typeof date === 'string' && isDate(date) && value.status !== 'closed' && date < todayUtc()) {
      ctx.addIssue({ code: 'custom', path: ['valid_through'], message: 'Choose today or a later date, or leave it empty.' });
    }
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });

export type JobInput = z.output<typeof jobInputSchema>;

/** The jobs table's columns a job form sets (the id and created_at are the database's and the insert's). */
export interface JobRow {
  job_title: string;
  job_role: string;
  job_location: string;
  experience_from: number | null;
  experience_to: number | null;
  currency: string | null;
  salary_from: number | null;
  salary_to: number | null;
  give_task: 'Yes' | 'No';
  employment_type: string;
  status: JobStatus;
  description: string | null;
  valid_through: string | null;
}

/** The column values for a valid form. Applications close at the end of the chosen day, in UTC. */
export function toJobRow(input: JobInput): JobRow {
  const description = {
    ...(input.about ? { about: input.about } : {}),
    ...(input.responsibilities.length ? { responsibilities: input.responsibilities } : {}),
    ...(input.requirements.length ? { requirements: input.requirements } : {}),
  };
  return {
    job_title: input.job_title,
    job_role: input.job_role,
    job_location: input.job_location,
    experience_from: input.experience_from,
    experience_to: input.experience_to,
    currency: input.currency,
    salary_from: input.salary_from,
    salary_to: input.salary_to,
    give_task: input.give_task,
    employment_type: input.employment_type,
    status: input.status,
    // Only the parts written: the job page shows its standard text for any part left out.
    description: Object.keys(description).length ? JSON.stringify(description) : null,
    valid_through: input.valid_through ? `${input.valid_through}T23:59:59.000Z` : null,
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The form's values for a stored job; a damaged description reads as empty, as the careers API treats it. */
export function fromJobRow(row: JobRow): JobFormValues {
  let description: Record<string, unknown> = {};
  try {
    const parsed: unknown = row.description ? JSON.parse(row.description) : {};
    if (parsed && typeof parsed === 'object') description = parsed as Record<string, unknown>;
  } catch {
    description = {};
  }
  return {
    job_title: row.job_title,
    job_role: row.job_role,
    job_location: row.job_location,
    experience_from: text(row.experience_from),
    experience_to: text(row.experience_to),
    currency: text(row.currency),
    salary_from: text(row.salary_from),
    salary_to: text(row.salary_to),
    give_task: row.give_task,
    employment_type: row.employment_type,
    valid_through: row.valid_through ? row.valid_through.slice(0, 10) : '',
    about: typeof description.about === 'string' ? description.about : '',
    responsibilities: strings(description.responsibilities).join('\n'),
    requirements: strings(description.requirements).join('\n'),
    status: row.status,
  };
}

/** A job as the careers API answers (server/repositories/jobs.ts `toJob` builds it); `Job` in lib/careers.ts is its type. */
export const jobSchema = z.strictObject({
  id: z.number().int().positive(),
  job_title: z.string().min(1),
  job_location: z.string().min(1),
  experience_from: z.number().int().nonnegative().nullable(),
  experience_to: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  salary_from: z.number().int().nonnegative().nullable(),
  salary_to: z.number().int().nonnegative().nullable(),
  created_at: z.iso.datetime(),
  job_role: z.strictObject({ name: z.string().min(1) }),
  give_task: z.enum(['Yes', 'No']),
  employment_type: z.string().min(1),
  valid_through: z.iso.datetime().nullable(),
  description: z
    .strictObject({
      about: z.string().optional(),
      responsibilities: z.array(z.string()).optional(),
      requirements: z.array(z.string()).optional(),
    })
    .nullable(),
});
