import 'server-only';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import { site } from '@/content/site';
import { companyFacts } from '../content/public';
import { flushErased, type Db } from '../db/client';
import type { Database } from '../db/schema';
import { removeMailFiles } from '../mail/files';
import { audit } from '../repositories/audit';
import { deleteSubmission } from '../repositories/inbox';
import { versionsNamed } from '../repositories/legal-versions';
import { fileBytes, forgetPerson, personRecords, type PersonRecords } from '../repositories/person';
import { auditRedactor } from './audit-redact';

// Privacy requests: a person's data on request (the privacy policy's rights to a copy and to deletion), everything
// stored about an e-mail address found in one place, handed over as one ZIP, or erased. The admin's Privacy page and
// the command line (`npm run admin -- export-person | erase-person`) both come here.

/** What the Privacy page lists for an address: the submissions, and how much is stored with them. */
export interface PrivacySummary {
  email: string;
  submissions: { kind: 'contact' | 'quote' | 'application'; id: string; reference: string; about: string; created_at: string }[];
  files: { name: string; size: number; reference: string }[];
  counts: { notes: number; mails: number; consentRecords: number; webhookDeliveries: number };
}

export async function findPrivacyData(db: Kysely<Database>, email: string): Promise<PrivacySummary> {
  return summarise(email, await personRecords(db, email));
}

function summarise(email: string, records: PersonRecords): PrivacySummary {
  const referenceOf = referenceLookup(records);
  return {
    email,
    submissions: [
      ...records.leads.map((lead) => ({ kind: lead.kind, id: lead.id, reference: lead.reference, about: lead.kind === 'quote' ? 'Quote request' : 'Contact message', created_at: lead.created_at })),
      ...records.applications.map((application) => ({ kind: 'application' as const, id: application.id, reference: application.reference, about: `Application: ${application.job_title ?? `job ${application.job_id}`}`, created_at: application.created_at })),
    ].sort((a, b) => a.created_at.localeCompare(b.created_at)),
    files: records.files.map((file) => ({ name: file.original_name, size: Number(file.size), reference: referenceOf(file.owner_id) })),
    counts: { notes: records.notes.length, mails: records.mails.length, consentRecords: records.consents.length, webhookDeliveries: records.deliveries.length },
  };
}

function referenceLookup(records: PersonRecords) {
  const references = new Map<string, string>([...records.leads, ...records.applications].map((row) => [row.id, row.reference]));
  return (ownerId: string) => references.get(ownerId) ?? ownerId;
}

/**
 * One ZIP of everything stored about the address: `records.json` (every record, readable, grouped by kind, with
 * what each group is) and every uploaded file as it was sent, under `files/<reference>/`. Null when nothing is.
 */
export async function exportPrivacyData(db: Kysely<Database>, email: string, now = new Date()): Promise<{ zip: Uint8Array; summary: PrivacySummary } | null> {
  const records = await personRecords(db, email);
  const summary = summarise(email, records);
  if (summary.submissions.length === 0) return null;
  const referenceOf = referenceLookup(records);
  const facts = await companyFacts(); // the brand and privacy mailbox: the studio's Company item
  const entries: Zippable = {};
  const taken = new Set<string>();
  const files = [];
  for (const file of records.files) {
    const bytes = await fileBytes(db, file.id);
    if (!bytes) continue;
    let name = `files/${referenceOf(file.owner_id)}/${file.original_name.replace(/[\\/]/g, '_') || 'file'}`;
    for (let n = 2; taken.has(name); n++) name = name.replace(/(\.[^./]*)?$/, `-${n}$1`);
    taken.add(name);
    entries[name] = [bytes, { level: 0 }]; // PDFs and images are compressed already
    files.push({ path: name, submission: referenceOf(file.owner_id), field: file.field, original_name: file.original_name, content_type: file.content_type, size: Number(file.size), received_at: file.created_at });
  }
  const document = {
    about: `Everything ${facts.brand} stores about ${email}, as of ${now.toISOString()}. Sent in answer to a request under our privacy policy (${site.url}/privacy-policy). Questions: ${facts.email.privacy}.`,
    contact_messages_and_quote_requests: records.leads.map(({ submission_key: _key, ...lead }) => lead),
    job_applications: records.applications.map(({ submission_key: _key, ...application }) => application),
    files,
    internal_notes: records.notes.map((note) => ({ submission: referenceOf(note.owner_id), author: note.author, note: note.body, at: note.created_at })),
    emails: records.mails.map((mail) => ({ submission: referenceOf(mail.owner_id ?? ''), to: mail.to_address, subject: mail.subject, body: mail.text_body, state: mail.status, queued_at: mail.created_at, sent_at: mail.sent_at })),
    consent_records: records.consents.map((record) => ({ submission: referenceOf(record.owner_id), document: record.document, version: record.document_version, document_date: record.document_date, choice: record.choice, wording: record.wording, given: record.given, at: record.given_at })),
    // the legal texts those records name, word for word as the person was shown them (the company's facts as they were)
    legal_texts_agreed_to: (await versionsNamed(db, records.consents)).map((text) => ({ document: text.slug, version: text.version, title: text.title, effective: text.effective, text_markdown: text.body })),
    webhook_deliveries: records.deliveries.map((delivery) => ({ submission: referenceOf(delivery.owner_id ?? ''), event: delivery.event_type, payload: parseJson(delivery.payload), state: delivery.status, created_at: delivery.created_at, delivered_at: delivery.delivered_at })),
  };
  entries['records.json'] = strToU8(`${JSON.stringify(document, null, 2)}\n`);
  return { zip: zipSync(entries, { level: 6, mtime: now }), summary };
}

export interface ErasureCounts {
  submissions: number;
  files: number;
  notes: number;
  mails: number;
  consentRecords: number;
  webhookDeliveries: number;
  auditEntriesAnonymised: number;
}

/**
 * Erases everything stored about the address: each submission with its files, notes, mails (their files too, when
 * mail is written to DATA_DIR/mail), consent records and webhook deliveries (one transaction each), the rate-limit
 * rows keyed by it, and the address and the person's names wherever the audit log holds them (audit-redact.ts).
 * On SQLite the freed pages are zeroed as they are freed (secure_delete) and the write-ahead log is emptied into
 * the database after, so no copy of what was erased is left in either file. The audit entry that records the
 * erasure carries the counts, never the address.
 */
export async function erasePrivacyData(engine: Db, dataDir: string, email: string, by: { actor: string; ip?: string | null }): Promise<ErasureCounts> {
  const db = engine.kysely;
  const records = await personRecords(db, email);
  const summary = summarise(email, records);
  const counts: ErasureCounts = { submissions: 0, files: summary.files.length, notes: summary.counts.notes, mails: summary.counts.mails, consentRecords: summary.counts.consentRecords, webhookDeliveries: summary.counts.webhookDeliveries, auditEntriesAnonymised: 0 };
  const mails: string[] = [];
  for (const submission of summary.submissions) {
    const deleted = await deleteSubmission(db, submission.kind, submission.id);
    if (!deleted) continue;
    counts.submissions++;
    mails.push(...deleted);
  }
  await removeMailFiles(dataDir, mails);
  const names = [...records.leads.map((lead) => lead.fullname), ...records.applications.map((application) => `${application.first_name} ${application.last_name}`)];
  counts.auditEntriesAnonymised = await forgetPerson(db, email, auditRedactor({ emails: [email, ...records.leads.map((lead) => lead.email), ...records.applications.map((application) => application.email)], names }));
  await audit(db, { actor: by.actor, action: 'privacy.erase', detail: JSON.stringify(counts), ip: by.ip ?? null });
  await flushErased(engine);
  return counts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
