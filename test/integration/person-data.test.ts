// A person's data on request, on both engines: everything stored about an e-mail address found (whatever its
// case), handed over as one ZIP (records.json and the files' bytes), and erased with what is stored beside it,
// the mail files written without SMTP, the address and the name taken out of the audit log (whole addresses and
// words only), and the erasure recorded without it; on SQLite nothing of it is left in the database's files or a
// backup taken after. The command line does the same.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { snapshotSqlite } from '@/server/backup/sqlite';
import { migrate, openDatabase, type Db } from '@/server/db/client';
import { mailFileName, mailFolder } from '@/server/mail/files';
import { audit } from '@/server/repositories/audit';
import { insertJob } from '@/server/repositories/jobs';
import { erasePrivacyData, exportPrivacyData, findPrivacyData } from '@/server/privacy/requests';
import { EMPTY_JOB, jobInputSchema, toJobRow } from '@/lib/validation/job';
import { runAdminCli } from '../support/admin-cli';
import { engineDatabase, type Engine } from '../support/database';
import { aLead, anApplication, STORED_PDF, storeWith } from '../support/records';

const AT = '2026-10-01T09:00:00.000Z';

async function seedPerson(db: Db) {
  const k = db.kysely;
  const quote = aLead('Ada', AT, { kind: 'quote', fullname: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com', message: 'Build us an engine', reference: 'NV-Q-ADA22' });
  const other = aLead('Grace', AT, { email: 'grace@example.com', reference: 'NV-C-GRACE' });
  await k.insertInto('leads').values([quote, other]).execute();
  await storeWith(k, 'lead', quote.id, AT);
  await storeWith(k, 'lead', other.id, AT);
  const row = toJobRow(jobInputSchema.parse({ ...EMPTY_JOB, job_title: 'Analyst', job_role: 'Analyst', job_location: 'Remote', about: 'A role.', status: 'published' }));
  const jobId = await insertJob(k, row);
  const application = await anApplication(k, 'Ada', jobId, AT, 'ada.lovelace@example.com');
  await storeWith(k, 'application', application, AT);
  await k.insertInto('rate_limits').values({ key: 'confirm:ada.lovelace@example.com', window_start: AT, count: 2 }).execute();
  await audit(k, { actor: 'ops@navyug.example', action: 'note', target: 'lead:x', detail: 'Wrote back to ada.lovelace@example.com' });
  return { quote, other, application };
}

/** Audit entries that name the person (or only look as if they did), each with what an erasure should leave of it. */
const AUDIT_CASES: { action: string; detail: string; after: string }[] = [
  { action: 'note', detail: 'Wrote back to ada.lovelace@example.com.', after: 'Wrote back to [erased].' },
  { action: 'export', detail: '?q=Ada.Lovelace%40example.com&kind=quote', after: '{"q":"[erased]","kind":"quote"}' }, // logged URL-encoded by an older version
  { action: 'export', detail: '{"q":"ada  LOVELACE"}', after: '{"q":"[erased]"}' }, // the full name, any case and spacing
  { action: 'export', detail: '{"q":"Lovelace","status":"new"}', after: '{"q":"[erased]","status":"new"}' }, // a word of the name, searched alone
  { action: 'export', detail: '{"q":"Ada Doe"}', after: '{"q":"[erased]"}' }, // the application's name
  // Not the person: other addresses that contain theirs, a short word of the name alone, a word of it outside a search.
  { action: 'note', detail: 'Wrote to joann.ada.lovelace@example.com and ada.lovelace@example.com.au', after: 'Wrote to joann.ada.lovelace@example.com and ada.lovelace@example.com.au' },
  { action: 'export', detail: '{"q":"ada"}', after: '{"q":"ada"}' },
  { action: 'export', detail: '{"q":"grace@example.com"}', after: '{"q":"grace@example.com"}' },
  { action: 'note', detail: 'Lovelace Street office called', after: 'Lovelace Street office called' },
];

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('a person’s data on $engine', ({ engine }) => {
  let db: Db;
  let opened: Awaited<ReturnType<typeof engineDatabase>>;
  let seeded: Awaited<ReturnType<typeof seedPerson>>;

  beforeAll(async () => {
    opened = await engineDatabase(engine);
    if (!opened) return;
    db = opened.db;
    await migrate(db);
    seeded = await seedPerson(db);
  }, 60_000);
  afterAll(async () => opened?.close());

  it('finds every submission sent with the address, whatever its case, and what is stored with them', async (ctx) => {
    if (!opened) return ctx.skip();
    const found = await findPrivacyData(db.kysely, 'ADA.LOVELACE@example.com');
    expect(found.submissions.map((s) => [s.kind, s.reference, s.about])).toEqual([
      ['quote', 'NV-Q-ADA22', 'Quote request'],
      ['application', 'NV-A-ADAXX', 'Application: Analyst'],
    ]);
    expect([...found.files].sort((a, b) => a.reference.localeCompare(b.reference))).toEqual([
      { name: 'brief.pdf', size: STORED_PDF.length, reference: 'NV-A-ADAXX' },
      { name: 'brief.pdf', size: STORED_PDF.length, reference: 'NV-Q-ADA22' },
    ]);
    expect(found.counts).toEqual({ notes: 2, mails: 2, consentRecords: 2, webhookDeliveries: 2 });
    expect((await findPrivacyData(db.kysely, 'nobody@example.com')).submissions).toEqual([]);
  });

  it('hands it over as one ZIP: readable records and the files as they were sent', async (ctx) => {
    if (!opened) return ctx.skip();
    const exported = (await exportPrivacyData(db.kysely, 'ada.lovelace@example.com'))!;
    const zip = unzipSync(exported.zip);
    expect(Object.keys(zip).sort()).toEqual(['files/NV-A-ADAXX/brief.pdf', 'files/NV-Q-ADA22/brief.pdf', 'records.json']);
    expect(zip['files/NV-Q-ADA22/brief.pdf']).toEqual(STORED_PDF);
    const records = JSON.parse(strFromU8(zip['records.json']));
    expect(records.contact_messages_and_quote_requests).toHaveLength(1);
    expect(records.contact_messages_and_quote_requests[0]).toMatchObject({ message: 'Build us an engine', email: 'Ada.Lovelace@Example.com' });
    expect(records.job_applications[0]).toMatchObject({ first_name: 'Ada', job_title: 'Analyst' });
    expect(records.internal_notes).toHaveLength(2);
    expect(records.emails[0]).toMatchObject({ subject: 'Thanks', body: 'We got your message' });
    expect(records.consent_records[0]).toMatchObject({ document: 'privacy-policy', wording: 'I agree' });
    expect(records.webhook_deliveries[0].payload).toEqual({ data: { name: 'x' } });
    expect(JSON.stringify(records)).not.toContain('Grace');
    expect(await exportPrivacyData(db.kysely, 'nobody@example.com')).toBeNull();
  });

  it('erases all of it, leaves other people alone, and keeps only the fact of the erasure in the audit log', async (ctx) => {
    if (!opened) return ctx.skip();
    const k = db.kysely;
    // Mail written without SMTP: one file per outbox row, the person's and someone else's.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-person-mail-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    mkdirSync(mailFolder(dataDir));
    const mails = (await k.selectFrom('outbox').select(['id', 'owner_id']).execute()).map((mail) => ({ ...mail, file: mailFileName(mail.id) }));
    for (const mail of mails) writeFileSync(path.join(mailFolder(dataDir), mail.file), `To: someone\n\nAbout ${mail.owner_id}`);
    writeFileSync(path.join(mailFolder(dataDir), `${mails.find((mail) => mail.owner_id === seeded.quote.id)!.file}.tmp`), 'half written');
    const othersMail = mails.find((mail) => mail.owner_id === seeded.other.id)!.file;
    for (const entry of AUDIT_CASES) await audit(k, { actor: 'ops@navyug.example', action: entry.action, detail: entry.detail });

    const erased = await erasePrivacyData(db, dataDir, 'ada.lovelace@example.com', { actor: 'ops@navyug.example' });
    expect(erased).toEqual({ submissions: 2, files: 2, notes: 2, mails: 2, consentRecords: 2, webhookDeliveries: 2, auditEntriesAnonymised: 6 });
    expect(readdirSync(mailFolder(dataDir))).toEqual([othersMail]);
    const details = (await k.selectFrom('audit_log').select(['detail']).where('actor', '=', 'ops@navyug.example').where('action', 'in', ['note', 'export']).orderBy('at').orderBy('id').execute()).map((row) => row.detail);
    for (const entry of AUDIT_CASES) expect(details, entry.detail).toContain(entry.after);
    expect((await findPrivacyData(k, 'ada.lovelace@example.com')).submissions).toEqual([]);
    for (const id of [seeded.quote.id, seeded.application]) {
      for (const table of ['stored_files', 'submission_notes', 'outbox', 'webhook_deliveries', 'consent_records'] as const) {
        expect(await k.selectFrom(table).select('id').where('owner_id', '=', id).execute(), table).toEqual([]);
      }
    }
    expect(await k.selectFrom('rate_limits').select('key').where('key', 'like', '%ada%').execute()).toEqual([]);
    expect((await findPrivacyData(k, 'grace@example.com')).submissions).toHaveLength(1);
    const log = await k.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(log)).not.toMatch(/(?<![\w.])ada\.lovelace(@|%40)example\.com(?![\w.])|ada\s+lovelace/i);
    expect(log.map((entry) => entry.detail)).toContain('Wrote back to [erased]');
    const entry = log.find((entry) => entry.action === 'privacy.erase')!;
    expect(entry.actor).toBe('ops@navyug.example');
    expect(JSON.parse(entry.detail!)).toEqual(erased);
  });
});

describe('an erasure on SQLite', () => {
  it('leaves no copy of what it erased in navyug.db, its write-ahead log or a backup taken after', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-secure-delete-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = await openDatabase({ dataDir });
    const k = db.kysely;
    const unique = randomUUID().slice(0, 8);
    const markers = { address: `erase.me.${unique}@example.com`, message: `message-${unique}`, attachment: `attachment-${unique}`, mail: `mail-${unique}` };
    try {
      const lead = aLead('Zelda', AT, { email: markers.address, message: `Please build ${markers.message}` });
      await k.insertInto('leads').values([lead, aLead('Keeper', AT)]).execute();
      // An attachment of several pages (overflow pages), and the confirmation mail quoting the message.
      const bytes = new TextEncoder().encode(`%PDF-1.4 ${markers.attachment} `.repeat(2000));
      await k.insertInto('stored_files').values({ id: randomUUID(), owner_kind: 'lead', owner_id: lead.id, field: 'files', original_name: 'plan.pdf', content_type: 'application/pdf', size: bytes.length, data: bytes, created_at: AT }).execute();
      await k.insertInto('outbox').values({ id: randomUUID(), topic: 'lead.confirm', to_address: markers.address, reply_to: null, subject: 'Thanks', text_body: `You wrote: ${markers.mail}`, html_body: '<p>Thanks</p>', status: 'sent', attempts: 1, next_attempt_at: AT, locked_until: null, last_error: null, created_at: AT, sent_at: AT, owner_kind: 'lead', owner_id: lead.id }).execute();
      // Half of it in the database file already (a checkpoint ran), half still only in the log.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(k);
      await k.updateTable('leads').set({ message: `Please build ${markers.message}, soon` }).where('id', '=', lead.id).execute();
      const files = ['navyug.db', 'navyug.db-wal'].map((name) => path.join(dataDir, name));
      const holding = () => Object.entries(markers).flatMap(([what, marker]) => files.filter((file) => existsSync(file) && readFileSync(file).includes(marker)).map((file) => `${what} in ${path.basename(file)}`));
      expect(holding()).toContain('attachment in navyug.db'); // the test can see it before

      const erased = await erasePrivacyData(db, dataDir, markers.address, { actor: 'cli' });
      expect(erased.submissions).toBe(1);
      expect(holding()).toEqual([]);
      await snapshotSqlite(files[0], path.join(dataDir, 'backup.db'));
      const backup = readFileSync(path.join(dataDir, 'backup.db'));
      expect(Object.values(markers).filter((marker) => backup.includes(marker))).toEqual([]);
      expect(await k.selectFrom('leads').select('fullname').execute()).toEqual([{ fullname: 'Keeper' }]);
    } finally {
      await k.destroy();
    }
  });
});

describe('a person’s data from the command line', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-person-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exports to a private file, never over one, then erases', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // The CLI migrates a fresh folder; then rows are added beside it, as the server would have.
    expect(runAdminCli(['list-users'], '', env).code).toBe(0);
    const db = await openDatabase({ dataDir });
    try {
      await seedPerson(db);
    } finally {
      await db.kysely.destroy();
    }
    const file = path.join(dataDir, 'ada.zip');
    const exported = runAdminCli(['export-person', 'ada.lovelace@example.com', file], '', env);
    expect(exported.code, exported.out).toBe(0);
    expect(exported.stdout).toMatch(/2 submissions and 2 files/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(unzipSync(readFileSync(file)))).toContain('records.json');
    const again = runAdminCli(['export-person', 'ada.lovelace@example.com', file], '', env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);

    const erased = runAdminCli(['erase-person', 'ada.lovelace@example.com'], '', env);
    expect(erased.code, erased.out).toBe(0);
    expect(erased.stdout).toMatch(/Erased 2 submissions, 2 files/);
    const none = runAdminCli(['erase-person', 'ada.lovelace@example.com'], '', env);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/Nothing is stored about ada\.lovelace@example\.com/);
    expect(runAdminCli(['export-person', 'ada.lovelace@example.com'], '', env).code).toBe(2); // FILE missing: usage
  }, 120_000);
});
