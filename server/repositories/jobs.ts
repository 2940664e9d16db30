import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import { demoJobs } from '@/content/demo-jobs';
import type { Job, JobDescription } from '@/lib/careers';
import type { JobRow } from '@/lib/validation/job';
import type { Database, JobTable } from '../db/schema';
import { claimSetting } from './settings';

export function toJob(row: Selectable<JobTable>): Job {
  let description: JobDescription | null = null;
  try {
    description = row.description ? (JSON.parse(row.description) as JobDescription) : null;
  } catch {
    description = null; // a damaged description falls back to the standard text
  }
  return {
    id: Number(row.id),
    job_title: row.job_title,
    job_location: row.job_location,
    experience_from: row.experience_from === null ? null : Number(row.experience_from),
    experience_to: row.experience_to === null ? null : Number(row.experience_to),
    currency: row.currency,
    salary_from: row.salary_from === null ? null : Number(row.salary_from),
    salary_to: row.salary_to === null ? null : Number(row.salary_to),
    created_at: row.created_at,
    job_role: { name: row.job_role },
    give_task: row.give_task === 'Yes' ? 'Yes' : 'No',
    employment_type: row.employment_type,
    valid_through: row.valid_through,
    description,
  };
}

/** Every job's id, whatever its status (the benchmarks give their synthetic applications one). */
export async function listJobIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('jobs').select('id').execute()).map((row) => Number(row.id));
}

/** Published jobs, newest first. */
export async function listPublishedJobs(db: Kysely<Database>): Promise<Job[]> {
  const rows = await db.selectFrom('jobs').selectAll().where('status', '=', 'published').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toJob);
}

export async function findPublishedJob(db: Kysely<Database>, id: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
  return row ? toJob(row) : undefined;
}

export async function findJobAnyStatus(db: Kysely<Database>, id: number) {
  return db.selectFrom('jobs').select(['id', 'status', 'give_task', 'job_title']).where('id', '=', id).executeTakeFirst();
}

/** One line of the admin's job list. */
export interface JobListRow {
  id: number;
  job_title: string;
  job_location: string;
  status: JobTable['status'];
  created_at: string;
  valid_through: string | null;
  applications: number;
}

/** Every job whatever its status, newest first, with how many applications each has (spam included). */
export async function listAllJobs(db: Kysely<Database>): Promise<JobListRow[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'jobs.id',
      'jobs.job_title',
      'jobs.job_location',
      'jobs.status',
      'jobs.created_at',
      'jobs.valid_through',
      eb.selectFrom('applications').select(eb.fn.countAll<number>().as('n')).whereRef('applications.job_id', '=', 'jobs.id').as('applications'),
    ])
    .orderBy('jobs.created_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
  // PostgreSQL answers counts (and SQLite big integers) as strings or bigints: numbers for the page.
  return rows.map((row) => ({ ...row, id: Number(row.id), applications: Number(row.applications ?? 0) }));
}

/** A job's full row, whatever its status (the admin edits drafts and closed jobs too). */
export async function findJob(db: Kysely<Database>, id: number): Promise<Selectable<JobTable> | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countJobApplications(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a new job, posted now; its id comes back through RETURNING, which both engines support. */
export async function insertJob(db: Kysely<Database>, row: JobRow, now = new Date()): Promise<number> {
  const inserted = await db
    .insertInto('jobs')
    .values({ ...row, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Saves a job's fields; false when there is no such job. Its posting date stays (the careers page sorts by it). */
export async function updateJob(db: Kysely<Database>, id: number, row: JobRow, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ ...row, unpublished_at: leftTheSite(row.status, now) }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setJobStatus(db: Kysely<Database>, id: number, status: JobTable['status'], now = new Date()): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status, unpublished_at: leftTheSite(status, now) }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * When the job left the site, as stored with its new status: null while published; else the moment it first
 * stopped being published, kept through later edits (its applications' retention counts from it: lib/retention.ts).
 */
function leftTheSite(status: JobTable['status'], now: Date) {
  return status === 'published' ? null : sql<string | null>`COALESCE(unpublished_at, ${now.toISOString()})`;
}

/** Why a job cannot be deleted: its applications point at it, and they must keep saying which job they were for. */
export function jobDeleteRefusal(applications: number): string {
  return applications === 1
    ? 'This job has 1 application: close it instead, so it keeps its job.'
    : `This job has ${applications} applications: close it instead, so they keep their job.`;
}

export type DeleteJobResult = { deleted: true } | { deleted: false; reason: string; applications: number };

/**
 * Deletes a job that has no applications. The check is part of the DELETE itself, so an application arriving
 * meanwhile cannot be orphaned (and the foreign key would refuse it anyway).
 */
export async function deleteJob(db: Kysely<Database>, id: number): Promise<DeleteJobResult> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('applications').select('applications.id').whereRef('applications.job_id', '=', 'jobs.id'))))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return { deleted: true };
  const applications = await countJobApplications(db, id);
  return applications > 0 ? { deleted: false, reason: jobDeleteRefusal(applications), applications } : { deleted: false, reason: 'This job no longer exists.', applications: 0 };
}

/**
 * Fills an empty jobs table with the demo postings, once per database: a marker in the settings table
 * remembers it was done, so jobs the agency deleted in the admin do not come back at the next start.
 */
export async function seedDemoJobs(db: Kysely<Database>, now = Date.now()): Promise<number> {
  if (!(await claimSetting(db, 'demo_jobs_seeded', new Date(now).toISOString()))) return 0; // seeded (or declined) before
  const existing = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  await db
    .insertInto('jobs')
    .values(
      demoJobs.map(({ age_days, description, ...job }) => ({
        ...job,
        status: 'published' as const,
        description: description ? JSON.stringify(description) : null,
        valid_through: new Date(now + 90 * 86_400_000).toISOString(),
        created_at: new Date(now - age_days * 86_400_000).toISOString(),
      })),
    )
    .execute();
  return demoJobs.length;
}
