// Retention as the privacy policy promises (lib/retention.ts), on both engines, with a fake clock: a lead goes
// 24 months after its last contact (a note or a status change moves that on) unless it is kept; an application
// goes 12 months after its role closed (the closing date, or when it was taken off the site); everything stored
// with them goes too, mail files written without SMTP included (and any whose row is gone); the preview lists what
// the next days will remove; one sweep a day across instances.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc, applicationExpiresAt, leadExpiresAt, roleClosedAt } from '@/lib/retention';
import { migrate, type Db } from '@/server/db/client';
import type { LeadTable } from '@/server/db/schema';
import { mailFileName, mailFolder } from '@/server/mail/files';
import { addNote, setStatus } from '@/server/repositories/inbox';
import { insertJob, setJobStatus } from '@/server/repositories/jobs';
import { claimSweep, setKept } from '@/server/repositories/retention';
import { expiringBy, startRetentionSweeper, sweep } from '@/server/privacy/retention';
import { EMPTY_JOB, jobInputSchema, toJobRow } from '@/lib/validation/job';
import { engineDatabase, type Engine } from '../support/database';
import { aLead as lead, anApplication, storeWith as storeRows } from '../support/records';

const day = 86_400_000;
const NOW = new Date('2028-06-15T12:00:00.000Z');

describe('retention periods', () => {
  it('count calendar months in UTC, the 31st landing on a shorter month’s last day', () => {
    expect(addMonthsUtc(new Date('2026-06-10T08:00:00.000Z'), 24).toISOString()).toBe('2028-06-10T08:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-08-31T00:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonthsUtc(new Date('2028-06-15T12:00:00.000Z'), -24).toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(leadExpiresAt('2026-06-10T08:00:00.000Z').toISOString()).toBe('2028-06-10T08:00:00.000Z');
  });

  it('close a role at the end of its closing date, or when it left the site if that came first', () => {
    expect(roleClosedAt({ valid_through: '2027-05-01', unpublished_at: null }, NOW)?.toISOString()).toBe('2027-05-02T00:00:00.000Z');
    expect(roleClosedAt({ valid_through: '2027-05-01T09:00:00.000Z', unpublished_at: null }, NOW)?.toISOString()).toBe('2027-05-02T00:00:00.000Z');
    expect(roleClosedAt({ valid_through: '2027-05-01', unpublished_at: '2027-03-01T10:00:00.000Z' }, NOW)?.toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(roleClosedAt({ valid_through: null, unpublished_at: '2027-07-01T00:00:00.000Z' }, NOW)?.toISOString()).toBe('2027-07-01T00:00:00.000Z');
    expect(roleClosedAt({ valid_through: '2029-01-01', unpublished_at: null }, NOW)).toBeNull(); // still open
    expect(roleClosedAt({ valid_through: null, unpublished_at: null }, NOW)).toBeNull(); // published, no date
    expect(applicationExpiresAt({ valid_through: '2027-05-01', unpublished_at: null }, NOW)?.toISOString()).toBe('2028-05-02T00:00:00.000Z');
  });
});

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the retention sweep on $engine', ({ engine }) => {
  let db: Db;
  let opened: Awaited<ReturnType<typeof engineDatabase>>;
  const ids: Record<string, string> = {};
  let dataDir: string;

  const job = async (title: string, validThrough: string | null, at: Date) => {
    const row = toJobRow(jobInputSchema.parse({ ...EMPTY_JOB, job_title: title, job_role: 'Designer', job_location: 'Remote', about: 'A role.', status: 'published', valid_through: '' }));
    const id = await insertJob(db.kysely, { ...row, valid_through: validThrough }, at);
    return id;
  };
  const storeWith = (kind: 'lead' | 'application', id: string, at: string) => storeRows(db.kysely, kind, id, at);
  const application = (name: string, jobId: number, at: string) => anApplication(db.kysely, name, jobId, at);

  beforeAll(async () => {
    opened = await engineDatabase(engine);
    if (!opened) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-retention-'));
    mkdirSync(mailFolder(dataDir));
    db = opened.db;
    await migrate(db);
    const k = db.kysely;
    const insert = async (key: string, row: LeadTable) => {
      ids[key] = row.id;
      await k.insertInto('leads').values(row).execute();
    };
    await insert('expired', lead('Expired', '2026-06-10T08:00:00.000Z'));
    await storeWith('lead', ids.expired, '2026-06-10T08:00:00.000Z');
    await insert('soon', lead('Soon', '2026-06-20T08:00:00.000Z')); // expires 2028-06-20: in the preview, not swept
    await insert('kept', lead('Kept', '2025-01-10T08:00:00.000Z'));
    expect(await setKept(k, ids.kept, 'ops@navyug.example', new Date('2025-02-01T00:00:00.000Z'))).toBe(true);
    await insert('noted', lead('Noted', '2025-03-01T08:00:00.000Z'));
    await addNote(k, 'contact', ids.noted, 'ops@navyug.example', 'Still talking', new Date('2027-01-05T00:00:00.000Z'));
    await insert('worked', lead('Worked', '2025-03-01T08:00:00.000Z', { kind: 'quote' }));
    expect(await setStatus(k, 'quote', ids.worked, 'in_progress', new Date('2027-02-01T00:00:00.000Z'))).toBe(true);

    const closedByDate = await job('Closed by date', '2027-05-01', new Date('2027-01-01T00:00:00.000Z'));
    const open = await job('Open', null, new Date('2026-01-01T00:00:00.000Z'));
    const takenDown = await job('Taken down', null, new Date('2026-05-01T00:00:00.000Z'));
    expect(await setJobStatus(k, takenDown, 'closed', new Date('2027-07-01T00:00:00.000Z'))).toBe(true);
    // A later edit keeps when it left the site.
    expect(await setJobStatus(k, takenDown, 'draft', new Date('2027-09-01T00:00:00.000Z'))).toBe(true);
    ids.closedApplication = await application('Closed', closedByDate, '2027-02-01T00:00:00.000Z');
    await storeWith('application', ids.closedApplication, '2027-02-01T00:00:00.000Z');
    ids.openApplication = await application('Open', open, '2026-02-01T00:00:00.000Z');
    ids.takenDownApplication = await application('Taken', takenDown, '2026-06-01T00:00:00.000Z');
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('previews what the next 30 days remove, soonest first, and leaves kept and recently contacted leads out', async (ctx) => {
    if (!opened) return ctx.skip();
    const preview = await expiringBy(db.kysely, new Date(NOW.getTime() + 30 * day), NOW);
    expect(preview.map((item) => [item.name, item.expiresAt.toISOString()])).toEqual([
      ['Closed Doe', '2028-05-02T00:00:00.000Z'],
      ['Expired', '2028-06-10T08:00:00.000Z'],
      ['Soon', '2028-06-20T08:00:00.000Z'],
      ['Taken Doe', '2028-07-01T00:00:00.000Z'],
    ]);
    expect(preview[0].rule).toBe('12 months after “Closed by date” closed');
    expect(preview[1].rule).toBe('24 months after the last contact');
  });

  it('deletes what expired, with its files, notes, mails (their .eml files too), webhook deliveries and consent records, and audits the counts', async (ctx) => {
    if (!opened) return ctx.skip();
    const k = db.kysely;
    const mails = await k.selectFrom('outbox').select(['id', 'owner_id']).execute();
    for (const mail of mails) writeFileSync(path.join(mailFolder(dataDir), mailFileName(mail.id, NOW)), 'To: someone');
    const result = await sweep(db, dataDir, NOW);
    expect(readdirSync(mailFolder(dataDir)).sort()).toEqual(mails.filter((mail) => ![ids.expired, ids.closedApplication].includes(mail.owner_id!)).map((mail) => mailFileName(mail.id, NOW)).sort());
    expect(result).toEqual({ leads: 1, applications: 1, files: 2, notes: 2, mails: 2, webhookDeliveries: 2, consentRecords: 2 });
    const leadsLeft = (await k.selectFrom('leads').select('fullname').orderBy('fullname').execute()).map((row) => row.fullname);
    expect(leadsLeft).toEqual(['Kept', 'Noted', 'Soon', 'Worked']);
    const applicationsLeft = (await k.selectFrom('applications').select('first_name').orderBy('first_name').execute()).map((row) => row.first_name);
    expect(applicationsLeft).toEqual(['Open', 'Taken']);
    for (const id of [ids.expired, ids.closedApplication]) {
      for (const table of ['stored_files', 'submission_notes', 'outbox', 'webhook_deliveries', 'consent_records'] as const) {
        expect(await k.selectFrom(table).select('id').where('owner_id', '=', id).execute(), `${table} of ${id}`).toEqual([]);
      }
    }
    const entry = await k.selectFrom('audit_log').selectAll().where('action', '=', 'retention.sweep').executeTakeFirstOrThrow();
    expect(entry.at).toBe(NOW.toISOString());
    expect(JSON.parse(entry.detail!)).toEqual(result);
    expect(entry.detail).not.toMatch(/Expired|Closed|example\.com/); // counts, never what was removed
  });

  it('takes the kept mark off, and the lead falls under the rule again', async (ctx) => {
    if (!opened) return ctx.skip();
    expect(await setKept(db.kysely, ids.kept, null)).toBe(true);
    const later = new Date(NOW.getTime() + 1 * day);
    expect((await expiringBy(db.kysely, later, later)).map((item) => item.name)).toContain('Kept');
  });

  it('is claimed by one instance a day', async (ctx) => {
    if (!opened) return ctx.skip();
    const k = db.kysely;
    const first = new Date('2028-07-01T00:00:00.000Z');
    const claims = await Promise.all([claimSweep(k, first, day), claimSweep(k, first, day), claimSweep(k, first, day)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSweep(k, new Date(first.getTime() + day - 1000), day)).toBe(false);
    expect(await claimSweep(k, new Date(first.getTime() + day), day)).toBe(true);
  });

  it('runs from the instance’s sweeper on its clock, with no process of its own', async (ctx) => {
    if (!opened) return ctx.skip();
    const k = db.kysely;
    let clock = new Date('2028-08-01T00:00:00.000Z'); // the kept mark is gone: Kept expired long ago
    // Mail files whose row is gone (a crash between the commit and the files' removal) go too; others stay.
    const kept = { id: randomUUID() };
    const at = clock.toISOString();
    await k.insertInto('outbox').values({ ...kept, topic: 'lead.notify', to_address: 'leads@agency.test', reply_to: null, subject: 'New lead', text_body: 'A lead', html_body: '<p>A lead</p>', status: 'sent', attempts: 1, next_attempt_at: at, locked_until: null, last_error: null, created_at: at, sent_at: at, owner_kind: null, owner_id: null }).execute();
    const files = { kept: mailFileName(kept.id), orphan: mailFileName(randomUUID()), crashed: `${mailFileName(randomUUID())}.tmp`, other: 'notes.txt' };
    for (const name of Object.values(files)) writeFileSync(path.join(mailFolder(dataDir), name), 'To: someone');
    const sweeper = startRetentionSweeper(db, dataDir, { checkMs: 3_600_000, now: () => clock });
    try {
      await sweeper.check();
      expect(readdirSync(mailFolder(dataDir)).sort()).toEqual(expect.arrayContaining([files.kept, files.other]));
      expect(readdirSync(mailFolder(dataDir))).not.toEqual(expect.arrayContaining([files.orphan]));
      expect(readdirSync(mailFolder(dataDir))).not.toEqual(expect.arrayContaining([files.crashed]));
      expect((await k.selectFrom('leads').select('fullname').where('fullname', '=', 'Kept').execute())).toEqual([]);
      const sweeps = await k.selectFrom('audit_log').select('at').where('action', '=', 'retention.sweep').orderBy('at').execute();
      expect(sweeps.map((row) => row.at).at(-1)).toBe(clock.toISOString());
      clock = new Date(clock.getTime() + 3_600_000); // an hour later: not due
      await sweeper.check();
      expect(await k.selectFrom('audit_log').select('at').where('action', '=', 'retention.sweep').execute()).toHaveLength(sweeps.length);
    } finally {
      sweeper.stop();
    }
  });
});
