import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/validation/fields';
import { EMPTY_JOB, fromJobRow, jobInputSchema, jobSchema, toJobRow, todayUtc, type JobFormValues } from '@/lib/validation/job';
import { toJob } from '@/server/repositories/jobs';

const DAY = 86_400_000;
const inDays = (days: number) => todayUtc(new Date(Date.now() + days * DAY));

const valid: JobFormValues = {
  job_title: 'Senior Full-stack Developer (Next.js)',
  job_role: 'Full-stack Developer',
  job_location: 'Ahmedabad, India (hybrid)',
  experience_from: '4',
  experience_to: '7',
  currency: 'INR',
  salary_from: '1800000',
  salary_to: '2800000',
  give_task: 'Yes',
  employment_type: 'FULL_TIME',
  valid_through: inDays(30),
  about: 'Lead the build of client web platforms on Next.js.',
  responsibilities: 'Design APIs and data models.\nReview code.',
  requirements: 'Four or more years with React and Node.js.',
  status: 'published',
};

const errorsFor = (input: Partial<JobFormValues>) => {
  const result = jobInputSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
};

const parse = (input: JobFormValues) => {
  const result = jobInputSchema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.error)));
  return result.data;
};

/** A stored row as the database gives it back: the form's columns plus the id and posting time. */
const stored = (input: JobFormValues, id = 7) => ({ id, created_at: '2026-01-15T10:00:00.000Z', unpublished_at: null, ...toJobRow(parse(input)) });

describe('job form schema', () => {
  it('accepts a complete job and maps it to the columns of the jobs table', () => {
    expect(toJobRow(parse({ ...valid, job_title: '  Senior Full-stack Developer (Next.js)  ', currency: 'inr', responsibilities: '\n  Design APIs and data models.  \r\n\r\nReview code.\n' }))).toEqual({
      job_title: 'Senior Full-stack Developer (Next.js)',
      job_role: 'Full-stack Developer',
      job_location: 'Ahmedabad, India (hybrid)',
      experience_from: 4,
      experience_to: 7,
      currency: 'INR',
      salary_from: 1800000,
      salary_to: 2800000,
      give_task: 'Yes',
      employment_type: 'FULL_TIME',
      status: 'published',
      description: JSON.stringify({
        about: 'Lead the build of client web platforms on Next.js.',
        responsibilities: ['Design APIs and data models.', 'Review code.'],
        requirements: ['Four or more years with React and Node.js.'],
      }),
      valid_through: `${valid.valid_through}T23:59:59.000Z`,
    });
  });

  it('accepts the smallest job: optional fields empty become nulls, and no description at all', () => {
    const row = toJobRow(parse({ ...EMPTY_JOB, job_title: 'Designer', job_role: 'Designer', job_location: 'Remote' }));
    expect(row).toMatchObject({ experience_from: null, experience_to: null, currency: null, salary_from: null, salary_to: null, valid_through: null, description: null, status: 'draft', give_task: 'No' });
  });

  it('keeps only the parts of the description that were written', () => {
    const row = toJobRow(parse({ ...valid, about: '', requirements: '' }));
    expect(JSON.parse(row.description ?? 'null')).toEqual({ responsibilities: ['Design APIs and data models.', 'Review code.'] });
  });

  it.each<[keyof JobFormValues, string, string]>([
    ['job_title', '', 'Enter the job title.'],
    ['job_title', 'QA', 'Make the job title at least 3 characters long.'],
    ['job_title', 'x'.repeat(121), 'Keep the job title to 120 characters or fewer.'],
    ['job_title', 'Developer\nBcc: x', 'Write the job title on one line, without line breaks.'],
    ['job_role', '', 'Enter the role.'],
    ['job_role', 'x'.repeat(81), 'Keep the role to 80 characters or fewer.'],
    ['job_location', '', 'Enter the location.'],
    ['experience_from', '2.5', 'Enter a whole number of years, like 3.'],
    ['experience_from', '-1', 'Enter a whole number of years, like 3.'],
    ['experience_to', '51', 'Enter at most 50 years.'],
    ['salary_from', 'lots', 'Enter the salary as a whole number, like 1800000.'],
    ['currency', 'US', 'Enter the currency as its three-letter code, like USD or INR.'],
    ['currency', 'US$', 'Enter the currency as its three-letter code, like USD or INR.'],
    ['currency', 'DOLLARS', 'Enter the currency as its three-letter code, like USD or INR.'],
    ['give_task', 'Maybe', 'Choose whether applicants upload a task file.'],
    ['employment_type', 'FREELANCE', 'Choose an employment type.'],
    ['valid_through', '31/01/2030', 'Enter the closing date as a date, like 2030-01-31.'],
    ['valid_through', '2030-02-30', 'Enter the closing date as a date, like 2030-01-31.'],
    ['valid_through', inDays(-2), 'Choose today or a later date, or leave it empty.'],
    ['about', 'x'.repeat(2001), 'Keep the text about the role to 2000 characters or fewer.'],
    ['responsibilities', Array.from({ length: 16 }, (_, i) => `Task ${i + 1}`).join('\n'), 'List at most 15 responsibilities, one per line (there are 16).'],
    ['requirements', `Short\n${'x'.repeat(301)}`, 'Keep each line to 300 characters or fewer (line 2 is longer).'],
    ['status', 'archived', 'Choose draft, published or closed.'],
  ])('%s = %j is refused: %s', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: [message] });
  });

  it('refuses an upper end below the lower end, on the upper field', () => {
    expect(errorsFor({ experience_from: '5', experience_to: '3' })).toEqual({ experience_to: ['The upper end cannot be below the lower end.'] });
    expect(errorsFor({ salary_from: '2000000', salary_to: '1000000' })).toEqual({ salary_to: ['The upper end cannot be below the lower end.'] });
    expect(errorsFor({ experience_from: '3', experience_to: '3' })).toEqual({});
  });

  it('needs a currency for a salary, but not without one', () => {
    expect(errorsFor({ currency: '' })).toEqual({ currency: ['Enter the currency of the salary, like USD or INR.'] });
    expect(errorsFor({ currency: '', salary_from: '', salary_to: '90000' })).toEqual({ currency: ['Enter the currency of the salary, like USD or INR.'] });
    expect(errorsFor({ currency: '', salary_from: '', salary_to: '' })).toEqual({});
  });

  it('accepts salaries written with thousands separators', () => {
    expect(parse({ ...valid, salary_from: '1,800,000', salary_to: '2 800 000' })).toMatchObject({ salary_from: 1800000, salary_to: 2800000 });
  });

  it('lets a closed job keep a closing date that has passed, and takes today', () => {
    expect(errorsFor({ valid_through: inDays(-2), status: 'closed' })).toEqual({});
    expect(errorsFor({ valid_through: todayUtc() })).toEqual({});
  });

  it('shows every message at once, the cross-field ones beside the others', () => {
    expect(errorsFor({ job_title: '', experience_from: '9', experience_to: '2', salary_from: '100', currency: '', status: 'unknown' })).toEqual({
      job_title: ['Enter the job title.'],
      experience_to: ['The upper end cannot be below the lower end.'],
      currency: ['Enter the currency of the salary, like USD or INR.'],
      status: ['Choose draft, published or closed.'],
    });
  });

  it('refuses a post with fields missing rather than crashing', () => {
    expect(jobInputSchema.safeParse({}).success).toBe(false);
    expect(jobInputSchema.safeParse(null).success).toBe(false);
  });
});

describe('stored jobs and the form', () => {
  it('round-trips: a stored row gives back the values the form sent', () => {
    expect(fromJobRow(stored(valid))).toEqual(valid);
    const bare = { ...EMPTY_JOB, job_title: 'Designer', job_role: 'Designer', job_location: 'Remote' };
    expect(fromJobRow(stored(bare))).toEqual(bare);
  });

  it('reads a damaged description as empty', () => {
    expect(fromJobRow({ ...stored(valid), description: '{not json' })).toMatchObject({ about: '', responsibilities: '', requirements: '' });
  });

  it('reads a seeded demo row, whose closing time is not the end of a day', () => {
    expect(fromJobRow({ ...stored(valid), valid_through: '2030-04-02T08:15:00.000Z' }).valid_through).toBe('2030-04-02');
  });
});

describe('the careers API shape', () => {
  it('toJob of a row saved from the admin form is a valid API job', () => {
    const job = toJob(stored(valid));
    expect(jobSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({ id: 7, job_role: { name: 'Full-stack Developer' }, salary_from: 1800000, description: { responsibilities: ['Design APIs and data models.', 'Review code.'] } });
  });

  it('toJob of the smallest job is valid too (nulls, no description)', () => {
    const job = toJob(stored({ ...EMPTY_JOB, job_title: 'Designer', job_role: 'Designer', job_location: 'Remote' }));
    expect(jobSchema.safeParse(job).success).toBe(true);
    expect(job.description).toBeNull();
  });

  it('jobSchema refuses what the API must never send', () => {
    const job = toJob(stored(valid));
    expect(jobSchema.safeParse({ ...job, extra: 1 }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, give_task: 'Maybe' }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, job_role: 'Developer' }).success).toBe(false);
  });
});
