import { randomUUID } from 'node:crypto';
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrate } from '@/server/db/client';
import { migrations } from '@/server/db/migrations';
import { seedDemoJobs } from '@/server/repositories/jobs';
import { engineDatabase, type Engine } from '../support/database';

// Migrations that change tables holding submissions, run over rows stored before them, on both engines. Needs no build.
describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('migrations on $engine', ({ engine }) => {
  /** A fresh database migrated up to `name` (and the tables as they were then, untyped), or null without PostgreSQL. */
  async function migratedTo(name: string) {
    const opened = await engineDatabase(engine);
    if (!opened) return null;
    onTestFinished(() => opened.close());
    const { db } = opened;
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations(db.dialect) } });
    expect((await migrator.migrateTo(name)).error).toBeUndefined();
    return { db, raw: db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>> };
  }

  it('0007 gives every existing lead and application a reference of its kind', async (ctx) => {
    const at = await migratedTo('0006-inbox-search');
    if (!at) return ctx.skip();
    const { db, raw } = at;
    await seedDemoJobs(db.kysely);
    const job = await db.kysely.selectFrom('jobs').select('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 40; i++) {
      await raw.insertInto('leads').values({ id: randomUUID(), kind: i % 2 ? 'quote' : 'contact', status: 'new', spam_reason: null, fullname: `Old ${i}`, email: `old${i}@example.com`, phone: '+1', consent: 0, created_at: new Date(2025, 0, 1 + i).toISOString(), submission_key: randomUUID() }).execute();
    }
    await raw.insertInto('applications').values({ id: randomUUID(), job_id: job.id, first_name: 'Old', last_name: 'Applicant', email: 'old@example.com', mobile: '+1', submission_key: randomUUID(), created_at: new Date(2025, 0, 1).toISOString(), status: 'new', spam_reason: null }).execute();

    await migrate(db);
    const leads = await db.kysely.selectFrom('leads').select(['kind', 'reference']).execute();
    expect(leads).toHaveLength(40);
    for (const lead of leads) expect(lead.reference).toMatch(lead.kind === 'quote' ? /^NV-Q-[2-9A-Z]{5}$/ : /^NV-C-[2-9A-Z]{5}$/);
    expect(new Set(leads.map((lead) => lead.reference)).size).toBe(40);
    const [application] = await db.kysely.selectFrom('applications').select('reference').execute();
    expect(application.reference).toMatch(/^NV-A-/);
    // the unique index: a second row with a taken reference is refused
    await expect(db.kysely.updateTable('leads').set({ reference: leads[0].reference }).where('reference', '=', leads[1].reference).execute()).rejects.toThrow();
  });

  it('0009 adds source_page and source_context, null for older leads, and stores them for new ones', async (ctx) => {
    const at = await migratedTo('0007-references-and-consent');
    if (!at) return ctx.skip();
    const { db, raw } = at;
    const old = randomUUID();
    await raw.insertInto('leads').values({ id: old, kind: 'contact', status: 'new', spam_reason: null, fullname: 'Old', email: 'old@example.com', phone: '+1', consent: 0, created_at: new Date(2025, 0, 1).toISOString(), submission_key: randomUUID(), reference: 'NV-C-OLD01' }).execute();
    await migrate(db);
    expect(await db.kysely.selectFrom('leads').select(['source_page', 'source_context']).where('id', '=', old).executeTakeFirst()).toEqual({ source_page: null, source_context: null });
    const id = randomUUID();
    await db.kysely.insertInto('leads').values({
      id, kind: 'quote', status: 'new', spam_reason: null, fullname: 'New', email: 'new@example.com', phone: '+1', company: 'Co', project_type: 'branding', project_type_other: null,
      budget: '5000', timeline: 'asap', talent: 'designer', talent_other: null, hear: 'referral', hear_other: null, message: null, consent: 1, ip: null, user_agent: null,
      created_at: new Date().toISOString(), submission_key: randomUUID(), reference: 'NV-Q-NEW01', source_page: '/bubble-bakes', source_context: 'Case study: Bubble Bakes',
      last_contact_at: new Date().toISOString(), kept_at: null, kept_by: null,
    }).execute();
    expect(await db.kysely.selectFrom('leads').select(['source_page', 'source_context']).where('id', '=', id).executeTakeFirst()).toEqual({ source_page: '/bubble-bakes', source_context: 'Case study: Bubble Bakes' });
  });

  it('0010 starts each lead’s last contact at its newest note (else its creation), and dates jobs already off the site', async (ctx) => {
    const at = await migratedTo('0009-lead-source');
    if (!at) return ctx.skip();
    const { db, raw } = at;
    const [quiet, talkedTo] = [randomUUID(), randomUUID()];
    for (const [id, name] of [[quiet, 'Quiet'], [talkedTo, 'Talked']]) {
      await raw.insertInto('leads').values({ id, kind: 'contact', status: 'new', spam_reason: null, fullname: name, email: `${name}@example.com`, phone: '+1', consent: 0, created_at: '2025-01-01T10:00:00.000Z', submission_key: randomUUID(), reference: `NV-C-${name.slice(0, 5).toUpperCase()}` }).execute();
    }
    for (const created_at of ['2025-03-01T10:00:00.000Z', '2025-05-01T10:00:00.000Z']) {
      await raw.insertInto('submission_notes').values({ id: randomUUID(), owner_kind: 'lead', owner_id: talkedTo, author: 'ops@example.com', body: 'Called', created_at }).execute();
    }
    await seedDemoJobs(db.kysely);
    const [open, closed] = await db.kysely.selectFrom('jobs').select('id').orderBy('id').limit(2).execute();
    await raw.updateTable('jobs').set({ status: 'closed' }).where('id', '=', closed.id).execute();
    const before = new Date().toISOString();

    await migrate(db);
    const leads = await db.kysely.selectFrom('leads').select(['fullname', 'last_contact_at', 'kept_at']).orderBy('fullname').execute();
    expect(leads).toEqual([
      { fullname: 'Quiet', last_contact_at: '2025-01-01T10:00:00.000Z', kept_at: null },
      { fullname: 'Talked', last_contact_at: '2025-05-01T10:00:00.000Z', kept_at: null },
    ]);
    const jobs = await db.kysely.selectFrom('jobs').select(['id', 'unpublished_at']).where('id', 'in', [open.id, closed.id]).orderBy('id').execute();
    expect(jobs[0].unpublished_at).toBeNull();
    expect(jobs[1].unpublished_at! >= before).toBe(true);
  });

  it('0014 makes every user there is an owner; a user added later without a role is an editor, and no other role is stored', async (ctx) => {
    const at = await migratedTo('0011-login-attempts');
    if (!at) return ctx.skip();
    const { db, raw } = at;
    const verified = db.dialect === 'postgres' ? true : 1;
    const user = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: id, email: `${id}@agency.example`, emailVerified: verified, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...extra });
    await raw.insertInto('user').values([user('first'), user('second')]).execute();
    await migrate(db);
    expect(await raw.selectFrom('user').select(['id', 'role']).orderBy('id').execute()).toEqual([
      { id: 'first', role: 'owner' },
      { id: 'second', role: 'owner' },
    ]);
    await raw.insertInto('user').values(user('later')).execute();
    expect(await raw.selectFrom('user').select('role').where('id', '=', 'later').executeTakeFirst()).toEqual({ role: 'editor' });
    await expect(raw.updateTable('user').set({ role: 'admin' }).where('id', '=', 'later').execute()).rejects.toThrow();
    await expect(raw.insertInto('user').values(user('sneaky', { role: 'root' })).execute()).rejects.toThrow();
  });
});
