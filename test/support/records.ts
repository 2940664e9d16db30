// Submissions written straight into a database under test, with what the app stores beside them: for the
// retention and privacy-request tests, which need rows of a given age and every kind of related row.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LeadTable } from '@/server/db/schema';

/** A contact message as stored, last contacted at `lastContact`; override any column. */
export function aLead(name: string, lastContact: string, overrides: Partial<LeadTable> = {}): LeadTable {
  return {
    id: randomUUID(), kind: 'contact', status: 'new', spam_reason: null, fullname: name, email: `${name.toLowerCase()}@example.com`, phone: '+1 415 555 0100',
    company: null, project_type: null, project_type_other: null, budget: null, timeline: null, talent: null, talent_other: null, hear: null, hear_other: null,
    message: `Hello from ${name}`, consent: 0, ip: null, user_agent: null, created_at: lastContact, submission_key: randomUUID(), reference: `NV-C-${name.slice(0, 5).toUpperCase().padEnd(5, 'X')}`,
    source_page: null, source_context: null, last_contact_at: lastContact, kept_at: null, kept_by: null, ...overrides,
  };
}

/** An application for `jobId` from `name` (e-mail `<name>@example.com` unless given); returns its id. */
export async function anApplication(db: Kysely<Database>, name: string, jobId: number, at: string, email = `${name.toLowerCase()}@example.com`): Promise<string> {
  const id = randomUUID();
  await db.insertInto('applications').values({ id, job_id: jobId, first_name: name, last_name: 'Doe', email, mobile: '+1 415 555 0101', submission_key: randomUUID(), ip: null, user_agent: null, created_at: at, status: 'new', spam_reason: null, reference: `NV-A-${name.slice(0, 5).toUpperCase().padEnd(5, 'X')}` }).execute();
  return id;
}

/** The bytes of the file storeWith() attaches. */
export const STORED_PDF = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52]);

/** A file, a note, a sent mail, a webhook delivery and a consent record stored with a submission. */
export async function storeWith(db: Kysely<Database>, ownerKind: 'lead' | 'application', ownerId: string, at: string) {
  await db.insertInto('stored_files').values({ id: randomUUID(), owner_kind: ownerKind, owner_id: ownerId, field: 'files', original_name: 'brief.pdf', content_type: 'application/pdf', size: STORED_PDF.length, data: STORED_PDF, created_at: at }).execute();
  await db.insertInto('submission_notes').values({ id: randomUUID(), owner_kind: ownerKind, owner_id: ownerId, author: 'ops@navyug.example', body: 'Called back', created_at: at }).execute();
  await db.insertInto('outbox').values({ id: randomUUID(), topic: 'lead.confirm', to_address: 'x@example.com', reply_to: null, subject: 'Thanks', text_body: 'We got your message', html_body: '<p>We got it</p>', status: 'sent', attempts: 1, next_attempt_at: at, locked_until: null, last_error: null, created_at: at, sent_at: at, owner_kind: ownerKind, owner_id: ownerId }).execute();
  const endpoint = randomUUID();
  await db.insertInto('webhook_endpoints').values({ id: endpoint, url: 'https://crm.example.com/hook', events: 'lead.created', secret: 'whsec_x', enabled: 1, description: null, created_at: at, updated_at: at }).execute();
  await db.insertInto('webhook_deliveries').values({ id: `msg_${randomUUID()}`, endpoint_id: endpoint, event_type: 'lead.created', payload: '{"data":{"name":"x"}}', status: 'delivered', attempts: 1, next_attempt_at: at, locked_until: null, last_status_code: 204, last_error: null, created_at: at, delivered_at: at, owner_kind: ownerKind, owner_id: ownerId }).execute();
  await db.insertInto('consent_records').values({ id: randomUUID(), owner_kind: ownerKind, owner_id: ownerId, document: 'privacy-policy', document_version: 'abc', document_date: '2025-06-10', choice: 'agreed', wording: 'I agree', given: 'notice', given_at: at }).execute();
}
