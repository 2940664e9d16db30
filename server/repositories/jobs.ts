import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { demoJobs } from '@/content/demo-jobs';
import type { Job, JobDescription } from '@/lib/careers';
import type { Database, JobTable } from '../db/schema';

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

/** Fills an empty jobs table with the demo postings; a table with any job is left alone. */
export async function seedDemoJobs(db: Kysely<Database>, now = Date.now()): Promise<number> {
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
