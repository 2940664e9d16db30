// The webhooks wired into the real services, in this process with the server's own runtime (database, workers):
// a contact message and a job application reach a local receiver once their transaction commits; spam does not;
// and the mail outbox, on the same queue worker, still sends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../support/files';
import { eventually } from '../support/server';
import { WebhookReceiver } from '../support/webhook-receiver';

// The server reads its settings once, when server/config.ts is first imported: set them first, import after.
const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-hook-wiring-'));
const settings = { DATA_DIR: dataDir, OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_MS: '200', FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000', SMTP_URL: '' };
const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
Object.assign(process.env, settings);
const { runtime } = await import('@/server/runtime');
const { submitLead } = await import('@/server/forms/leads');
const { submitApplication } = await import('@/server/forms/applications');
const { formToken } = await import('@/server/forms/submission');
const { insertEndpoint } = await import('@/server/repositories/webhooks');
const { newWebhookSecret } = await import('@/server/webhooks/send');

describe('webhooks from the real submissions', () => {
  const hook = new WebhookReceiver();
  const secret = newWebhookSecret();
  const visitor = { ip: '127.0.0.1', userAgent: 'vitest', uploads: [] };
  const events = () => hook.received.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });

  beforeAll(async () => {
    await hook.start();
    const { db } = await runtime();
    await insertEndpoint(db.kysely, { url: hook.url(), description: 'wiring test', events: ['lead.created', 'application.created', 'lead.status_changed'] }, secret);
  });
  afterAll(async () => {
    await hook.stop();
    for (const [key, value] of Object.entries(before)) value === undefined ? delete process.env[key] : (process.env[key] = value);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a contact message is sent on as lead.created; a spam one (honeypot filled) is not', async () => {
    const { db } = await runtime();
    const fields = { fullname: 'Ada Lovelace', email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.' };
    const spam = await submitLead(db, 'contact', { ...visitor, fields: { ...fields, fullname: 'Honey Bot', website: 'http://spam.example', formtoken: await formToken(db.kysely) } });
    const real = await submitLead(db, 'contact', { ...visitor, fields: { ...fields, formtoken: await formToken(db.kysely) } });
    expect([spam.status, real.status]).toEqual(['accepted', 'accepted']);
    const event = await eventually(() => events().find((e) => e.type === 'lead.created'));
    expect(event.data).toMatchObject({ id: (real as { id: string }).id, reference: (real as { reference: string }).reference, kind: 'contact', name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need a new website.', company: null });
    await new Promise((r) => setTimeout(r, 500)); // time for the spam one to (wrongly) arrive
    expect(events().filter((e) => e.data.name === 'Honey Bot')).toEqual([]);
    // The mail outbox runs on the same queue worker: its two mails went out too (as files, without SMTP_URL).
    const mails = await eventually(async () => {
      const rows = await db.kysely.selectFrom('outbox').select(['topic', 'status', 'attempts']).where('owner_id', '=', (real as { id: string }).id).orderBy('topic').execute();
      return rows.length === 2 && rows.every((row) => row.status === 'sent') && rows;
    });
    expect(mails).toEqual([
      { topic: 'contact.confirm', status: 'sent', attempts: 1 },
      { topic: 'contact.notify', status: 'sent', attempts: 1 },
    ]);
  });

  it('a job application is sent on as application.created with its job', async () => {
    const { db } = await runtime();
    const job = await db.kysely.selectFrom('jobs').select(['id', 'job_title']).where('status', '=', 'published').where('give_task', '=', 'No').executeTakeFirstOrThrow();
    const fields = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', mobile: '+91 98765 43210', job_id: String(job.id), formtoken: await formToken(db.kysely) };
    const result = await submitApplication(db, { ...visitor, fields, uploads: [{ field: 'resume', name: 'cv.pdf', bytes: fixtures.pdf(1000) }] }, { formChecks: true });
    expect(result).toMatchObject({ status: 'accepted' });
    const event = await eventually(() => events().find((e) => e.type === 'application.created'));
    expect(event.data).toEqual({
      id: (result as { id: string }).id, reference: (result as { reference: string }).reference, job_id: job.id, job_title: job.job_title, name: 'Grace Hopper', email: 'grace@example.com', mobile: '+91 98765 43210',
      created_at: expect.any(String), admin_url: `https://navyug.example/admin/applications/${(result as { id: string }).id}`,
    });
  });
});
