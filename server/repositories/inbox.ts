import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { parseReference } from '@/lib/reference';
import type { Database, Dialect, OwnerKind, SubmissionStatus } from '../db/schema';
import { listFiles } from './files';

/** What the inbox lists: contact messages and quote requests (leads) and job applications, in one list. */
export type SubmissionKind = 'contact' | 'quote' | 'application';
export const SUBMISSION_KINDS: readonly SubmissionKind[] = ['contact', 'quote', 'application'];
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['new', 'in_progress', 'done', 'spam'];

export interface InboxFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  /** ISO dates (inclusive), by the day received in UTC */
  from?: string;
  to?: string;
  /** words in the name, e-mail, company (or job) and message, or a reference number (NV-Q-7K3P9) */
  q?: string;
}

export interface InboxRow {
  id: string;
  /** the visitor's reference, e.g. NV-Q-7K3P9 */
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  /** the company for a quote, the job for an application */
  about: string | null;
  status: SubmissionStatus;
  created_at: string;
  files: number;
}

export const PAGE_SIZE = 25;

const ownerOf = (kind: SubmissionKind): OwnerKind => (kind === 'application' ? 'application' : 'lead');

/** `%term%` for LIKE, lower-cased, with LIKE's own wildcards in the term taken literally (escaped with `\`). */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The text a search looks in, one expression per table: PostgreSQL has a trigram index on exactly these
 * expressions (migration 0006), so `LIKE '%word%'` on them is an index lookup, not a scan of every row.
 */
export const LEAD_HAYSTACK = sql<string>`lower(leads.fullname || ' ' || leads.email || ' ' || coalesce(leads.company, '') || ' ' || coalesce(leads.message, ''))`;
export const APPLICATION_HAYSTACK = sql<string>`lower(applications.first_name || ' ' || applications.last_name || ' ' || applications.email)`;

const like = (haystack: Expression<string | null>, term: string) => sql<SqlBool>`${haystack} LIKE ${likePattern(term)} ESCAPE '\\'`;

/**
 * PostgreSQL: the indexed expression. SQLite: each column on its own (its LIKE already ignores ASCII case, as
 * its lower() only folds ASCII too), which spares building a lower-cased copy of every row in a scan.
 */
const LEAD_COLUMNS = ['leads.fullname', 'leads.email', 'leads.company', 'leads.message'];
const APPLICATION_COLUMNS = ['applications.first_name', 'applications.last_name', 'applications.email'];
function matches(dialect: Dialect, haystack: Expression<string>, columns: string[], term: string) {
  if (dialect === 'postgres') return like(haystack, term);
  return sql<SqlBool>`(${sql.join(columns.map((column) => like(sql.ref(column), term)), sql` OR `)})`;
}

/** The leads that match the filter (no columns chosen yet), or none when the filter asks for applications. */
function leadsWhere(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter) {
  let query = db.selectFrom('leads');
  if (filter.kind === 'application') query = query.where(sql<SqlBool>`1 = 0`);
  else if (filter.kind) query = query.where('leads.kind', '=', filter.kind);
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.from) query = query.where('leads.created_at', '>=', filter.from);
  if (filter.to) query = query.where('leads.created_at', '<', dayAfter(filter.to));
  const { reference, terms } = searchOf(filter.q);
  if (reference) query = query.where('leads.reference', '=', reference);
  for (const term of terms) query = query.where(matches(dialect, LEAD_HAYSTACK, LEAD_COLUMNS, term));
  return query;
}

function applicationsWhere(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter) {
  let query = db.selectFrom('applications').innerJoin('jobs', 'jobs.id', 'applications.job_id');
  if (filter.kind && filter.kind !== 'application') query = query.where(sql<SqlBool>`1 = 0`);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  if (filter.from) query = query.where('applications.created_at', '>=', filter.from);
  if (filter.to) query = query.where('applications.created_at', '<', dayAfter(filter.to));
  const { reference, terms } = searchOf(filter.q);
  if (reference) query = query.where('applications.reference', '=', reference);
  for (const term of terms) query = query.where((eb) => eb.or([matches(dialect, APPLICATION_HAYSTACK, APPLICATION_COLUMNS, term), like(sql<string>`lower(jobs.job_title)`, term)]));
  return query;
}

/**
 * What a search asks for: a reference number (however it was typed, `nv q 7k3p9` too), looked up by its unique
 * index, or up to five words that must each appear somewhere in the submission.
 */
function searchOf(q: string | undefined): { reference: string | null; terms: string[] } {
  const reference = parseReference(q ?? '');
  return reference ? { reference, terms: [] } : { reference: null, terms: words(q) };
}

/** Up to five words of at most 100 characters: each must appear somewhere in the submission. */
function words(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5).map((w) => w.slice(0, 100));
}

function dayAfter(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
}

/**
 * One page of the inbox, newest first, and how many submissions match in all. Each table gives only its
 * newest `offset + PAGE_SIZE` matches (an index walk on created_at), and those few are merged: sorting the
 * union of every row would cost a full scan and sort of both tables at 100,000 submissions.
 */
export async function listInbox(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter, page = 1): Promise<{ rows: InboxRow[]; total: number }> {
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  const [newest, leadCount, applicationCount] = await Promise.all([
    newestMatches(db, dialect, filter, offset + PAGE_SIZE),
    leadsWhere(db, dialect, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    applicationsWhere(db, dialect, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withFiles(db, newest.slice(offset)), total: Number(leadCount.n) + Number(applicationCount.n) };
}

type Cursor = { created_at: string; id: string };

/**
 * The `take` newest matches of both tables together (after `cursor`, when given): each table's newest
 * `take` by its created_at index, merged. Row values `(created_at, id) < (…)` work on SQLite and PostgreSQL.
 */
async function newestMatches(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter, take: number, cursor?: Cursor): Promise<Omit<InboxRow, 'files'>[]> {
  const before = (columns: string) => (cursor ? sql<SqlBool>`(${sql.raw(columns)}) < (${cursor.created_at}, ${cursor.id})` : sql<SqlBool>`1 = 1`);
  const [leadRows, applicationRows] = await Promise.all([
    leadsWhere(db, dialect, filter)
      .where(before('leads.created_at, leads.id'))
      .select(['leads.id', 'leads.reference', sql<SubmissionKind>`leads.kind`.as('kind'), 'leads.fullname as name', 'leads.email', 'leads.company as about', 'leads.status', 'leads.created_at'])
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(take)
      .execute(),
    applicationsWhere(db, dialect, filter)
      .where(before('applications.created_at, applications.id'))
      .select(['applications.id', 'applications.reference', sql<SubmissionKind>`'application'`.as('kind'), sql<string>`applications.first_name || ' ' || applications.last_name`.as('name'), 'applications.email', 'jobs.job_title as about', 'applications.status', 'applications.created_at'])
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(take)
      .execute(),
  ]);
  return ([...leadRows, ...applicationRows] as Omit<InboxRow, 'files'>[]).sort(newestFirst).slice(0, take);
}

/** The rows with how many files each has (one grouped query for the lot). */
async function withFiles(db: Kysely<Database>, rows: Omit<InboxRow, 'files'>[]): Promise<InboxRow[]> {
  if (rows.length === 0) return [];
  const counts = await db.selectFrom('stored_files').select(['owner_id', (eb) => eb.fn.countAll<number>().as('n')]).where('owner_id', 'in', rows.map((row) => row.id)).groupBy('owner_id').execute();
  const files = new Map(counts.map((row) => [row.owner_id, Number(row.n)]));
  return rows.map((row) => ({ ...row, files: files.get(row.id) ?? 0 }));
}

/**
 * Every row of the inbox that matches, newest first (the CSV export), 500 at a time: each batch continues
 * after the last row of the one before (created_at, id), so memory stays flat and no batch costs more than
 * the first, however many submissions there are.
 */
export async function* eachInboxRow(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter): AsyncGenerator<InboxRow> {
  const BATCH = 500;
  let after: Cursor | undefined;
  for (;;) {
    const batch = await newestMatches(db, dialect, filter, BATCH, after);
    if (batch.length === 0) return;
    yield* await withFiles(db, batch);
    const last = batch[batch.length - 1];
    after = { created_at: last.created_at, id: last.id };
  }
}

function newestFirst(a: { created_at: string; id: string }, b: { created_at: string; id: string }) {
  return a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;
}

export async function getLead(db: Kysely<Database>, id: string) {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getApplication(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .selectAll('applications')
    .select(['jobs.job_title', 'jobs.status as job_status', 'jobs.valid_through as job_valid_through', 'jobs.unpublished_at as job_unpublished_at'])
    .where('applications.id', '=', id)
    .executeTakeFirst();
}

/** What the admin shows beside a submission: its files, the mails it triggered, its notes and its consent record. */
export async function submissionRecords(db: Kysely<Database>, id: string) {
  const [files, mails, notes, consents] = await Promise.all([listFiles(db, id), mailsOf(db, id), notesOf(db, id), consentsOf(db, id)]);
  return { files, mails: mails.map((mail) => ({ ...mail, attempts: Number(mail.attempts) })), notes, consents };
}

/** The mails a submission triggered, with their delivery state. */
export async function mailsOf(db: Kysely<Database>, ownerId: string) {
  return db.selectFrom('outbox').select(['id', 'topic', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at']).where('owner_id', '=', ownerId).orderBy('created_at').execute();
}

/** What the submission agreed to (the consent ledger), in the order it was recorded. */
export async function consentsOf(db: Kysely<Database>, ownerId: string) {
  return db.selectFrom('consent_records').selectAll().where('owner_id', '=', ownerId).orderBy('document').execute();
}

export async function notesOf(db: Kysely<Database>, ownerId: string) {
  return db.selectFrom('submission_notes').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').execute();
}

/** Sets the status; a lead's last contact moves on with it (its retention counts from there: lib/retention.ts). */
export async function setStatus(db: Kysely<Database>, kind: SubmissionKind, id: string, status: SubmissionStatus, now = new Date()): Promise<boolean> {
  const result =
    kind === 'application'
      ? await db.updateTable('applications').set({ status }).where('id', '=', id).executeTakeFirst()
      : await db.updateTable('leads').set({ status, last_contact_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds an internal note; on a lead it is a contact, which its retention counts from. */
export async function addNote(db: Kysely<Database>, kind: SubmissionKind, id: string, author: string, body: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('submission_notes').values({ id: randomUUID(), owner_kind: ownerOf(kind), owner_id: id, author, body, created_at: now.toISOString() }).execute();
    if (kind !== 'application') await trx.updateTable('leads').set({ last_contact_at: now.toISOString() }).where('id', '=', id).execute();
  });
}

/**
 * Deletes a submission with everything stored about it: files, notes, its mails and webhook deliveries (sent or not).
 * Returns the ids of the mails it deleted (their files, written without SMTP, go next: server/mail/files.ts), or
 * null when there was no such submission.
 */
export async function deleteSubmission(db: Kysely<Database>, kind: SubmissionKind, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('stored_files').where('owner_id', '=', id).where('owner_kind', '=', ownerOf(kind)).execute();
    await trx.deleteFrom('submission_notes').where('owner_id', '=', id).execute();
    await trx.deleteFrom('consent_records').where('owner_id', '=', id).execute();
    const mails = await trx.deleteFrom('outbox').where('owner_id', '=', id).returning('id').execute();
    await trx.deleteFrom('webhook_deliveries').where('owner_id', '=', id).execute();
    const result = await trx.deleteFrom(kind === 'application' ? 'applications' : 'leads').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1 ? mails.map((mail) => mail.id) : null;
  });
}
