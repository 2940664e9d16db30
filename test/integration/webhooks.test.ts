// Signed webhooks on both engines: what a receiver gets and verifies with the same library, exactly once from
// two workers sharing the queue after the receiver was down, nothing from a rolled-back transaction, the admin's
// status change, and (production mode) the SSRF guard refusing private and loopback targets at send time.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Db } from '@/server/db/client';
import { newReference } from '@/lib/new-reference';
import type { LeadTable } from '@/server/db/schema';
import { insertLead } from '@/server/repositories/submissions';
import { insertEndpoint, listDeliveries, setEndpointEnabled } from '@/server/repositories/webhooks';
import { changeSubmissionStatus } from '@/server/forms/status';
import { enqueueTestEvent, enqueueWebhookEvent, startWebhookWorker } from '@/server/webhooks/outbox';
import { leadData } from '@/server/webhooks/payloads';
import { newWebhookSecret, sendWebhook, type Resolve } from '@/server/webhooks/send';
import { createPostgres, type TestPostgres } from '../support/database';
import { eventually, freePort } from '../support/server';
import { WebhookReceiver } from '../support/webhook-receiver';

const EVENTS = ['lead.created', 'application.created', 'lead.status_changed'] as const;

function aLead(overrides: Partial<LeadTable> = {}): LeadTable {
  return {
    id: randomUUID(), kind: 'quote', status: 'new', spam_reason: null, fullname: 'Grace Hopper', email: 'grace@example.com', phone: '+91 98765 43210',
    company: 'Hopper & Co', project_type: 'other-projecttype', project_type_other: 'Compiler playground', budget: '10000-20000', timeline: 'asap',
    talent: 'developer', talent_other: null, hear: 'online-search', hear_other: null, message: 'Ship it.', consent: 1, ip: null, user_agent: null,
    created_at: '2026-03-01T10:00:00.000Z', submission_key: randomUUID(), reference: newReference('quote'), source_page: null, source_context: null,
    last_contact_at: '2026-03-01T10:00:00.000Z', kept_at: null, kept_by: null, ...overrides,
  };
}

/** Queues lead.created for a lead (stored too, when asked) in one transaction, as submitLead does. */
async function queueLead(db: Db, lead = aLead(), store = false) {
  await db.kysely.transaction().execute(async (trx) => {
    if (store) await insertLead(trx, lead);
    await enqueueWebhookEvent(trx, 'lead.created', leadData(lead), { kind: 'lead', id: lead.id });
  });
  return lead;
}

describe.each([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('webhooks on $engine', ({ engine }) => {
  // Two handles on one database: two server instances, as far as the queue can tell.
  let first: Db;
  let second: Db;
  let dir: string;
  let pgdb: TestPostgres | null = null;
  let skip = false;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-hooks-'));
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL on this machine (never in CI: createPostgres throws there)
        return;
      }
    }
    const open = () => openDatabase({ dataDir: dir, databaseUrl: pgdb?.url });
    first = await open();
    second = await open();
  });
  afterAll(async () => {
    await first?.kysely.destroy();
    await second?.kysely.destroy();
    await pgdb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh endpoint (the others disabled, so each test sees only its own deliveries) and its secret. */
  async function endpoint(url: string, events: string[] = [...EVENTS]) {
    for (const row of await first.kysely.selectFrom('webhook_endpoints').select('id').execute()) await setEndpointEnabled(first.kysely, row.id, false);
    const secret = newWebhookSecret();
    const id = await insertEndpoint(first.kysely, { url, description: null, events: events as (typeof EVENTS)[number][] }, secret);
    return { id, secret };
  }

  function worker(db: Db, publicOnly = false) {
    const started = startWebhookWorker({ db: db.kysely, pollMs: 50, retryBaseMs: 100, timeoutMs: 2000, publicOnly });
    onTestFinished(() => started.stop());
    return started;
  }

  async function receiver(answer?: ConstructorParameters<typeof WebhookReceiver>[0], port?: number, delayMs?: number) {
    const started = await new WebhookReceiver(answer, delayMs).start(port);
    onTestFinished(() => started.stop());
    return started;
  }

  it('delivers lead.created with Standard Webhooks headers that verify with the endpoint secret', async (ctx) => {
    if (skip) return ctx.skip();
    const hook = await receiver();
    const { id, secret } = await endpoint(hook.url());
    const lead = await queueLead(first);
    worker(first);
    const [request] = await eventually(() => hook.received.length > 0 && hook.received);
    const verified = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(verified).toMatchObject({
      type: 'lead.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        id: lead.id, kind: 'quote', name: 'Grace Hopper', email: 'grace@example.com', phone: '+91 98765 43210', company: 'Hopper & Co',
        project_type: 'Other: Compiler playground', budget: '$10,000 to $20,000', message: 'Ship it.', created_at: lead.created_at,
        admin_url: `https://navyug.example/admin/leads/${lead.id}`,
      },
    });
    expect(request.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': expect.stringMatching(/^Navyug-Webhooks\//), 'webhook-id': expect.stringMatching(/^msg_[0-9a-f]{32}$/) });
    // Another secret, or a changed body, does not verify.
    expect(() => new Webhook(newWebhookSecret()).verify(request.body, request.headers as Record<string, string>)).toThrow(/No matching signature/);
    expect(() => new Webhook(secret).verify(request.body.replace('Grace', 'Eve'), request.headers as Record<string, string>)).toThrow(/No matching signature/);
    const [row] = await eventually(async () => {
      const rows = await listDeliveries(first.kysely, id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(row).toMatchObject({ id: request.headers['webhook-id'], event_type: 'lead.created', attempts: 1, last_status_code: 200, last_error: null, owner_kind: 'lead', owner_id: lead.id });
  });

  it('a receiver that is down gets each event exactly once after it returns, from two workers sharing the queue', async (ctx) => {
    if (skip) return ctx.skip();
    const port = await freePort(); // nothing listens there yet: connection refused
    const { id } = await endpoint(`http://127.0.0.1:${port}/hook`);
    const leads = await Promise.all(Array.from({ length: 6 }, () => queueLead(first)));
    const workers = [worker(first), worker(second)];
    const rows = async () => listDeliveries(first.kysely, id);
    await eventually(async () => (await rows()).every((row) => row.attempts >= 2 && row.last_error === 'Connection refused (ECONNREFUSED)' && row.status === 'pending'));
    // Back, slow, and with an error first (500 to each message's first request), then well.
    const hook = await receiver(({ seen }) => (seen === 0 ? 500 : 200), port, 25);
    // Every row due at once and both workers woken at once: both read the same rows, and each row must be won by one.
    const race = async () => {
      await first.kysely.updateTable('webhook_deliveries').set({ next_attempt_at: new Date(0).toISOString() }).where('endpoint_id', '=', id).where('status', '=', 'pending').execute();
      for (const each of workers) each.kick();
    };
    await race();
    await eventually(async () => (await rows()).every((row) => hook.of(row.id).length > 0 && row.status !== 'sending'));
    await race();
    const delivered = await eventually(async () => {
      const all = await rows();
      return all.every((row) => row.status === 'delivered') && all;
    }, 25_000);
    await new Promise((r) => setTimeout(r, 1000)); // time for any duplicate to arrive
    for (const row of delivered) {
      expect(hook.of(row.id).map((r) => r.status)).toEqual([500, 200]);
      expect(row).toMatchObject({ last_status_code: 200, last_error: null });
    }
    expect(hook.received).toHaveLength(leads.length * 2);
    expect(new Set(delivered.map((row) => JSON.parse(hook.of(row.id)[1].body).data.id))).toEqual(new Set(leads.map((lead) => lead.id)));
  }, 40_000);

  it('queues nothing when the transaction rolls back, and nothing for disabled or unsubscribed endpoints', async (ctx) => {
    if (skip) return ctx.skip();
    const subscribed = await endpoint('https://crm.example.com/a', ['lead.created']);
    const disabled = await insertEndpoint(first.kysely, { url: 'https://crm.example.com/b', description: null, events: ['lead.created'] }, newWebhookSecret());
    await setEndpointEnabled(first.kysely, disabled, false);
    const other = await insertEndpoint(first.kysely, { url: 'https://crm.example.com/c', description: null, events: ['application.created'] }, newWebhookSecret());
    const lead = aLead();
    await expect(
      first.kysely.transaction().execute(async (trx) => {
        await insertLead(trx, lead);
        expect(await enqueueWebhookEvent(trx, 'lead.created', leadData(lead), { kind: 'lead', id: lead.id })).toBe(1);
        throw new Error('the submission failed after queueing');
      }),
    ).rejects.toThrow('the submission failed');
    const count = async (ids: string[]) => (await first.kysely.selectFrom('webhook_deliveries').select('id').where('endpoint_id', 'in', ids).execute()).length;
    expect(await count([subscribed.id, disabled, other])).toBe(0);
    await queueLead(first, lead, true);
    expect(await count([subscribed.id])).toBe(1);
    expect(await count([disabled, other])).toBe(0);
  });

  it('an admin status change queues lead.status_changed with the status before and after, only when it changes', async (ctx) => {
    if (skip) return ctx.skip();
    const hook = await receiver();
    const { id, secret } = await endpoint(hook.url(), ['lead.status_changed']);
    const lead = await queueLead(first, aLead(), true);
    expect(await changeSubmissionStatus(first.kysely, 'quote', lead.id, 'in_progress')).toBe(true);
    expect(await changeSubmissionStatus(first.kysely, 'quote', lead.id, 'in_progress')).toBe(true); // no change: no event
    expect(await changeSubmissionStatus(first.kysely, 'quote', randomUUID(), 'done')).toBe(false);
    worker(first);
    await eventually(async () => (await listDeliveries(first.kysely, id))[0]?.status === 'delivered');
    expect(hook.received).toHaveLength(1);
    const event = new Webhook(secret).verify(hook.received[0].body, hook.received[0].headers as Record<string, string>);
    expect(event).toMatchObject({ type: 'lead.status_changed', data: { id: lead.id, previous_status: 'new', status: 'in_progress', name: 'Grace Hopper' } });
  });

  it('in production refuses a loopback target at send time, fails it at once with the reason, and sends nothing', async (ctx) => {
    if (skip) return ctx.skip();
    const hook = await receiver();
    const { id } = await endpoint(hook.url());
    await queueLead(first);
    await enqueueTestEvent(first.kysely, id);
    worker(first, true);
    const rows = await eventually(async () => {
      const all = await listDeliveries(first.kysely, id);
      return all.length === 2 && all.every((row) => row.status === 'failed') && all;
    });
    for (const row of rows) expect(row).toMatchObject({ attempts: 1, last_status_code: null, last_error: 'Refused: Webhook URLs must use https.' });
    expect(hook.received).toEqual([]);
  });
});

describe('the webhook sender', () => {
  const production = { publicOnly: true, timeoutMs: 2000 };
  const development = { publicOnly: false, timeoutMs: 2000 };
  const message = (url: string) => ({ id: `msg_${randomUUID().replaceAll('-', '')}`, url, secret: newWebhookSecret(), body: '{"type":"webhook.test"}' });

  /** A TCP listener on 127.0.0.1 that counts connections: anything at all sent its way. */
  async function tcpListener() {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { port: (server.address() as { port: number }).port, connections: () => connections };
  }

  it.each([
    ['https://10.0.0.5/', 'Refused: 10.0.0.5 is a private address: webhooks go only to public addresses.'],
    ['https://127.0.0.1/', 'Refused: 127.0.0.1 is a loopback address: webhooks go only to public addresses.'],
    ['https://[::ffff:7f00:1]/', 'Refused: ::ffff:7f00:1 is a loopback address: webhooks go only to public addresses.'],
    ['https://169.254.169.254/latest/meta-data/', 'Refused: 169.254.169.254 is a link-local address: webhooks go only to public addresses.'],
    ['https://localhost/', 'Refused: localhost is this server: webhooks go only to public addresses.'],
    ['http://crm.example.com/hook', 'Refused: Webhook URLs must use https.'],
  ])('in production refuses %s before connecting', async (url, reason) => {
    await expect(sendWebhook(message(url), production)).rejects.toMatchObject({ message: reason, details: { final: true } });
  });

  it('in production refuses a name that resolves to a loopback or private address (DNS rebinding), without connecting', async () => {
    const listener = await tcpListener();
    const rebinding: Resolve = (hostname, _options, callback) => callback(null, [{ address: hostname === 'mixed.example' ? '93.184.215.14' : '127.0.0.1', family: 4 }, { address: '10.0.0.5', family: 4 }]);
    for (const host of ['rebind.example', 'mixed.example']) {
      await expect(sendWebhook(message(`https://${host}:${listener.port}/hook`), { ...production, resolve: rebinding })).rejects.toMatchObject({
        message: expect.stringMatching(new RegExp(`^Refused: ${host} resolves to (127\\.0\\.0\\.1, a loopback|10\\.0\\.0\\.5, a private) address: webhooks go only to public addresses\\.$`)),
        details: { final: true },
      });
    }
    expect(listener.connections()).toBe(0);
  });

  it('does not follow a redirect: the attempt fails with the status, and the redirect target gets nothing', async () => {
    const target = await new WebhookReceiver().start();
    const redirecting = await new WebhookReceiver(() => ({ status: 302, headers: { location: target.url() } })).start();
    onTestFinished(async () => {
      await target.stop();
      await redirecting.stop();
    });
    await expect(sendWebhook(message(redirecting.url()), development)).rejects.toMatchObject({
      message: 'The receiver answered 302: a redirect, which is not followed (enter the URL it points to)',
      details: { columns: { last_status_code: 302 } },
    });
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toEqual([]);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const listener = createServer((socket) => socket.resume()); // reads the request, never answers
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => listener.close(() => resolve())));
    const port = (listener.address() as { port: number }).port;
    const started = Date.now();
    await expect(sendWebhook(message(`http://127.0.0.1:${port}/hook`), { ...development, timeoutMs: 300 })).rejects.toMatchObject({ message: 'No answer within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
