import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Everything stored about one e-mail address, for a privacy request (server/privacy/requests.ts): the leads and
// applications sent with it, and what is stored with each of them. The address is compared without regard to
// case, as people type it both ways.

const normal = (email: string) => email.trim().toLowerCase();

export async function personRecords(db: Kysely<Database>, email: string) {
  const address = normal(email);
  const leads = await db.selectFrom('leads').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', address)).orderBy('created_at').execute();
  const applications = await db
    .selectFrom('applications')
    .leftJoin('jobs', 'jobs.id', 'applications.job_id')
    .selectAll('applications')
    .select('jobs.job_title')
    .where((eb) => eb(eb.fn('lower', ['applications.email']), '=', address))
    .orderBy('applications.created_at')
    .execute();
  const ownerIds = [...leads.map((row) => row.id), ...applications.map((row) => row.id)];
  if (ownerIds.length === 0) return { leads, applications, files: [], notes: [], mails: [], consents: [], deliveries: [] };
  const [files, notes, mails, consents, deliveries] = await Promise.all([
    db.selectFrom('stored_files').select(['id', 'owner_kind', 'owner_id', 'field', 'original_name', 'content_type', 'size', 'created_at']).where('owner_id', 'in', ownerIds).orderBy('created_at').execute(),
    db.selectFrom('submission_notes').selectAll().where('owner_id', 'in', ownerIds).orderBy('created_at').execute(),
    db.selectFrom('outbox').select(['id', 'owner_kind', 'owner_id', 'topic', 'to_address', 'subject', 'text_body', 'status', 'created_at', 'sent_at']).where('owner_id', 'in', ownerIds).orderBy('created_at').execute(),
    db.selectFrom('consent_records').selectAll().where('owner_id', 'in', ownerIds).orderBy('given_at').execute(),
    db.selectFrom('webhook_deliveries').select(['id', 'owner_kind', 'owner_id', 'event_type', 'payload', 'status', 'created_at', 'delivered_at']).where('owner_id', 'in', ownerIds).orderBy('created_at').execute(),
  ]);
  return { leads, applications, files, notes, mails, consents, deliveries };
}

export type PersonRecords = Awaited<ReturnType<typeof personRecords>>;

/** An audit entry's fields that may name a person. */
export interface AuditFields {
  action: string;
  actor: string;
  target: string | null;
  detail: string | null;
}

/** What takes a person out of the audit log (made by server/privacy/audit-redact.ts). */
export interface Redactor {
  /** Substrings an entry must contain (any case) to be worth rewriting: the database's cheap first filter. */
  needles: string[];
  /** The entry's actor, target and detail without the person, or null when nothing in it names them. */
  redact(entry: AuditFields): Pick<AuditFields, 'actor' | 'target' | 'detail'> | null;
}

/** A stored file's bytes. */
export async function fileBytes(db: Kysely<Database>, id: string): Promise<Uint8Array | undefined> {
  return (await db.selectFrom('stored_files').select('data').where('id', '=', id).executeTakeFirst())?.data;
}

/**
 * After the person's submissions are gone: the rate-limit rows keyed by the address (the confirmation mail's
 * daily count), and the person wherever the audit log names them (an entry keeps what happened, not to whom; what
 * matches: server/privacy/audit-redact.ts). Returns how many audit entries were rewritten.
 */
export async function forgetPerson(db: Kysely<Database>, email: string, redactor: Redactor): Promise<number> {
  await db.deleteFrom('rate_limits').where('key', '=', `confirm:${normal(email)}`).execute();
  if (redactor.needles.length === 0) return 0;
  const entries = await db
    .selectFrom('audit_log')
    .select(['id', 'action', 'actor', 'target', 'detail'])
    .where((eb) => eb.or(redactor.needles.flatMap((needle) => (['actor', 'target', 'detail'] as const).map((column) => eb(eb.fn('lower', [column]), 'like', `%${escapeLike(needle)}%`)))))
    .execute();
  let rewritten = 0;
  for (const entry of entries) {
    const fields = redactor.redact(entry);
    if (!fields) continue; // the needle was inside something else (joann@x.com)
    await db.updateTable('audit_log').set(fields).where('id', '=', entry.id).execute();
    rewritten++;
  }
  return rewritten;
}

/** LIKE's wildcards taken literally (both engines' default escape is a backslash with ESCAPE; we avoid needing it). */
function escapeLike(text: string) {
  return text.replace(/[%_]/g, '_');
}
