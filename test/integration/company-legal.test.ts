// The company's facts and the legal texts in the studio, on both engines, in this process with the real services:
// a published Company item is what companyFacts() gives every page, mail and structured data; a published legal
// text is a new version, and the next submission's consent record names it with its effective date (the seed keeps
// the versions the code gave); both collections are the owner's only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The services read their settings once, when server/config.ts is first imported: set them first, import after.
const settings = { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000', SMTP_URL: '' };
const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
Object.assign(process.env, settings);
const { startOnFirstUse } = await import('@/server/db/current');
const studio = await import('@/server/content/studio');
const repo = await import('@/server/repositories/content');
const { companyFacts, liveLegal, liveLegalVersions } = await import('@/server/content/public');
const { submitLead } = await import('@/server/forms/leads');
const { formToken } = await import('@/server/forms/submission');
const { seedFacts } = await import('@/lib/company-facts');
const { legalVersion } = await import('@/lib/legal-version');
const { collectionAccess } = await import('@/lib/content/collections');
const { toFormValues, fromFormValues } = await import('@/lib/content/form-values');
const { SPECS } = await import('@/lib/content/collections');
const { migratedDatabase } = await import('../support/database');
type Db = import('@/server/db/client').Db;

const owner = { email: 'owner@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');

afterAll(() => {
  for (const [key, value] of Object.entries(before)) value === undefined ? delete process.env[key] : (process.env[key] = value);
});

describe.each<{ engine: 'SQLite' | 'PostgreSQL' }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('company facts and legal texts on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
    startOnFirstUse(async () => db); // the pages' and services' reader (currentDb) reads this database
  });
  afterAll(async () => close?.());

  /** An item's fields changed as the owner's editor would post them (through the form values, as a plain form post). */
  async function publish(collection: 'company' | 'legal', slug: string, change: (values: Record<string, string>) => void) {
    const item = (await repo.findItemBySlug(db.kysely, collection, slug))!;
    const values = toFormValues(SPECS[collection], JSON.parse(item.draft));
    change(values);
    const saved = await studio.saveDraft(db.kysely, { collection, id: item.id, revision: item.revision, slug: item.slug, fields: fromFormValues(SPECS[collection], values), actor: owner, publish: true, now: NOW });
    if (saved.kind !== 'saved') throw new Error(`not saved: ${JSON.stringify(saved)}`);
    expect(saved.published?.kind).toBe('published');
    return saved;
  }

  /** The Company item's draft with a new phone number, as a save input. */
  async function companyDraft() {
    const item = (await repo.findItemBySlug(db.kysely, 'company', 'company'))!;
    const values = toFormValues(SPECS.company, JSON.parse(item.draft));
    values.phoneDisplay = '+1 (555) 010-0555';
    values.phoneTel = '+15550100555';
    return { collection: 'company' as const, id: item.id, revision: item.revision, slug: item.slug, fields: fromFormValues(SPECS.company, values) };
  }

  const contact = async (email: string) => {
    const fields = { fullname: 'Ada Lovelace', email, phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.', formtoken: await formToken(db.kysely) };
    const result = await submitLead(db, 'contact', { fields, uploads: [], ip: '127.0.0.1', userAgent: 'vitest' });
    if (result.status !== 'accepted') throw new Error(JSON.stringify(result));
    return db.kysely.selectFrom('consent_records').selectAll().where('owner_id', '=', result.id).orderBy('document').execute();
  };

  it('seeds the Company item and the five legal pages, published, and reads back today\'s facts and versions', async (ctx) => {
    if (!db) return ctx.skip();
    await studio.seedContent(db.kysely, NOW);
    expect((await repo.publishedRows(db.kysely, 'company')).map((row) => row.published_slug)).toEqual(['company']);
    expect((await repo.publishedRows(db.kysely, 'legal')).map((row) => row.published_slug)).toEqual(['terms-of-use', 'privacy-policy', 'disclaimer', 'copyright', 'cookie-policy']);
    expect(await companyFacts()).toEqual(seedFacts);
    const versions = await liveLegalVersions();
    for (const slug of ['terms-of-use', 'privacy-policy', 'disclaimer', 'copyright', 'cookie-policy'] as const) expect(versions[slug]).toEqual(legalVersion(slug));
    // the first submission agrees to today's versions, as before the studio
    const records = await contact('first@example.com');
    expect(records.map((row) => [row.document, row.document_version, row.document_date])).toEqual([
      ['privacy-policy', legalVersion('privacy-policy').version, '2025-06-10'],
      ['terms-of-use', legalVersion('terms-of-use').version, '2025-06-10'],
    ]);
  });

  it('gives every reader the published company facts', async (ctx) => {
    if (!db) return ctx.skip();
    await publish('company', 'company', (values) => {
      values.phoneDisplay = '+1 (555) 010-0777';
      values.phoneTel = '+15550100777';
      values.emailPrivacy = 'dpo@navyug.example';
      values['social.2.label'] = 'Mastodon';
      values['social.2.href'] = 'https://mastodon.example/@navyug';
    });
    const facts = await companyFacts();
    expect(facts.phone).toEqual({ display: '+1 (555) 010-0777', tel: '+15550100777' });
    expect(facts.email).toEqual({ ...seedFacts.email, privacy: 'dpo@navyug.example' });
    expect(facts.social.map((link) => link.label)).toEqual(['Instagram', 'LinkedIn', 'Mastodon']);
    expect(facts.addresses).toEqual(seedFacts.addresses);
    // the privacy policy names the privacy mailbox: the text it shows changed, so its version did
    expect((await liveLegal('privacy-policy'))!.version.version).not.toBe(legalVersion('privacy-policy').version);
    // the company's facts back as they were: the same text again, the same version
    await publish('company', 'company', (values) => {
      values.phoneDisplay = seedFacts.phone.display;
      values.phoneTel = seedFacts.phone.tel;
      values.emailPrivacy = seedFacts.email.privacy;
      values['social.2.remove'] = 'on';
    });
    expect(await companyFacts()).toEqual(seedFacts);
    expect((await liveLegal('privacy-policy'))!.version).toEqual(legalVersion('privacy-policy'));
  });

  it('records the newly published version of a legal page, with its effective date, on the next submission', async (ctx) => {
    if (!db) return ctx.skip();
    const saved = await publish('legal', 'privacy-policy', (values) => {
      values.body = `${values.body}\n## A new section\n\nWe added this paragraph.\n`;
      values.effective = '2027-02-15';
    });
    const live = (await liveLegal('privacy-policy'))!;
    expect(live.fields.effective).toBe('2027-02-15');
    expect(live.version.version).toMatch(/^[0-9a-f]{12}$/);
    expect(live.version.version).not.toBe(legalVersion('privacy-policy').version);
    const records = await contact('second@example.com');
    expect(records.map((row) => [row.document, row.document_version, row.document_date])).toEqual([
      ['privacy-policy', live.version.version, '2027-02-15'],
      ['terms-of-use', legalVersion('terms-of-use').version, '2025-06-10'], // unchanged: the version it had
    ]);
    // the earlier version stays readable whole: it is a revision of the item, as published then
    const first = await repo.findRevision(db.kysely, saved.item.id, 1);
    expect(JSON.parse(first!.data).body).not.toContain('A new section');
    expect(JSON.parse((await repo.findRevision(db.kysely, saved.item.id, saved.item.revision))!.data).body).toContain('A new section');
  });

  it('keeps each legal text as shown, word for word, under the version a consent record names (issue 52)', async (ctx) => {
    if (!db) return ctx.skip();
    const { findLegalVersion, versionsOf, versionsOfSource } = await import('@/server/repositories/legal-versions');
    const { sourceOf } = await import('@/lib/legal-version');
    const LATER = new Date('2027-03-02T10:00:00.000Z');
    // the seed's five texts were recorded when it was seeded, live since before (a moment not known)
    const seeded = (await findLegalVersion(db.kysely, 'terms-of-use', legalVersion('terms-of-use').version))!;
    expect(seeded).toMatchObject({ title: 'Terms of Use', effective: '2025-06-10', first_live_at: null });
    expect(seeded.body).toBe(legalVersion('terms-of-use').text);
    // a visitor agrees to the privacy policy as it is now
    const agreed = (await contact('third@example.com')).find((row) => row.document === 'privacy-policy')!;
    const before = (await findLegalVersion(db.kysely, 'privacy-policy', agreed.document_version))!;
    expect(before.body).toContain(seedFacts.phone.display);
    // the phone changes: the privacy policy shows new words, so a new version, live from that publish
    const saved = await studio.saveDraft(db.kysely, { ...(await companyDraft()), actor: owner, publish: true, now: LATER });
    expect(saved.kind === 'saved' && saved.published?.kind).toBe('published');
    const now = (await liveLegal('privacy-policy'))!.version;
    expect(now.version).not.toBe(agreed.document_version);
    const after = (await findLegalVersion(db.kysely, 'privacy-policy', now.version))!;
    expect(after).toMatchObject({ first_live_at: LATER.toISOString(), effective: before.effective });
    expect(after.body).toContain('+1 (555) 010-0555');
    // what the visitor agreed to is unchanged, word for word, under the version their record names
    expect(await findLegalVersion(db.kysely, 'privacy-policy', agreed.document_version)).toEqual(before);
    // the revision live under both is read back as both versions, not as a hash of today's facts
    const item = (await repo.findItemBySlug(db.kysely, 'legal', 'privacy-policy'))!;
    const live = (await repo.findRevision(db.kysely, item.id, item.published_revision!))!;
    expect((await versionsOfSource(db.kysely, 'privacy-policy', sourceOf(JSON.parse(live.data)))).map((row) => row.version)).toEqual([agreed.document_version, now.version]);
    // the person's data export holds the text they agreed to, as they were shown it
    const { exportPrivacyData } = await import('@/server/privacy/requests');
    const { unzipSync, strFromU8 } = await import('fflate');
    const exported = JSON.parse(strFromU8(unzipSync((await exportPrivacyData(db.kysely, 'third@example.com'))!.zip)['records.json']));
    const texts = exported.legal_texts_agreed_to as { document: string; version: string; text_markdown: string }[];
    expect(texts.find((text) => text.document === 'privacy-policy')).toEqual({ document: 'privacy-policy', version: agreed.document_version, title: 'Privacy Policy', effective: before.effective, text_markdown: before.body });
    // a version no publish recorded (the table emptied, as an install from before it) is stored with the first consent naming it
    await db.kysely.deleteFrom('legal_versions').execute();
    const next = (await contact('fourth@example.com')).find((row) => row.document === 'privacy-policy')!;
    expect(next.document_version).toBe(now.version);
    expect((await versionsOf(db.kysely, 'privacy-policy')).map((row) => [row.version, row.body === after.body, row.first_live_at])).toEqual([[now.version, true, null]]);
  });

  it('refuses to publish a changed legal text under its old effective date, and warns of an address the facts no longer hold', async (ctx) => {
    if (!db) return ctx.skip();
    const { staleAddressesOf, legalTextsWithStaleAddresses } = await import('@/server/content/legal-versions');
    const item = (await repo.findItemBySlug(db.kysely, 'legal', 'disclaimer'))!;
    const fields = JSON.parse(item.draft) as Record<string, string>;
    const changed = { ...fields, body: `${fields.body}\nOne more sentence.\n` };
    const refused = await studio.saveDraft(db.kysely, { collection: 'legal', id: item.id, revision: item.revision, slug: item.slug, fields: changed, actor: owner, publish: true, now: NOW });
    expect(refused.kind === 'saved' && refused.published).toMatchObject({ kind: 'refused', fields: { effective: expect.stringMatching(/^Effective date: the text changed, but the date is still 2025-06-10, the date of the text it replaces\. Give the date this text takes effect \(today is 2027-03-01/) } });
    const dated = await studio.saveDraft(db.kysely, { collection: 'legal', id: item.id, revision: item.revision + 1, slug: item.slug, fields: { ...changed, effective: '2027-03-01' }, actor: owner, publish: true, now: NOW });
    expect(dated.kind === 'saved' && dated.published?.kind).toBe('published');
    // the office moves: a text that wrote the old address out is named; one with {office.us.address} follows the move
    const literal = 'Write to 410 Fayetteville Street, Suite 1200, Raleigh, NC 27601, United States.';
    expect(await staleAddressesOf(db.kysely, literal)).toEqual([]);
    await publish('company', 'company', (values) => {
      values['addresses.0.lines'] = '500 Glenwood Avenue\nRaleigh, NC 27603\nUnited States';
    });
    expect(await staleAddressesOf(db.kysely, literal)).toEqual(['410 Fayetteville Street, Suite 1200, Raleigh, NC 27601, United States']);
    expect(await staleAddressesOf(db.kysely, 'Write to {office.us.address}.')).toEqual([]);
    expect((await liveLegal('privacy-policy'))!.version.text).toContain('500 Glenwood Avenue, Raleigh, NC 27603, United States');
    expect(await legalTextsWithStaleAddresses(db.kysely)).toEqual([]); // the seeded texts write the placeholders
  });

  it('keeps both collections to the owner, and their items fixed', async (ctx) => {
    if (!db) return ctx.skip();
    expect(collectionAccess('company')).toBe('owner');
    expect(collectionAccess('legal')).toBe('owner');
    const item = (await repo.findItemBySlug(db.kysely, 'legal', 'terms-of-use'))!;
    expect(await studio.unpublish(db.kysely, item.id, owner, NOW)).toBe(false);
    expect(await studio.deleteItem(db.kysely, item.id, owner, NOW)).toBe(false);
    const added = await studio.saveDraft(db.kysely, { collection: 'legal', slug: 'refund-policy', fields: { title: 'Refunds', description: 'x', effective: '2027-01-01', body: 'Text.' }, actor: owner, now: NOW });
    expect(added.kind).toBe('invalid');
  });
});

describe.each<{ engine: 'SQLite' | 'PostgreSQL' }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the owner’s collections on the production server, on $engine', ({ engine }) => {
  const PASSWORD = 'twelve chars or more';
  let server: import('../support/server').RunningServer | undefined;
  let pg: import('../support/database').TestPostgres | null = null;
  let query: import('../support/database').Query;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    const { createPostgres, postgresQuery, sqliteQuery } = await import('../support/database');
    const { startServer } = await import('../support/server');
    if (engine === 'PostgreSQL') {
      pg = await createPostgres();
      if (!pg) return;
    }
    server = await startServer(pg ? { DATABASE_URL: pg.url } : {});
    query = pg ? postgresQuery(pg.url) : sqliteQuery(server.dataDir);
    env = { ...(pg ? { DATABASE_URL: pg.url } : {}), DATA_DIR: server.dataDir };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.drop();
  });

  it('refuses an editor every page of Company and Legal (403), and lets the owner in', async (ctx) => {
    if (!server) return ctx.skip();
    const { runAdminCli } = await import('../support/admin-cli');
    const { signInAdmin } = await import('../support/forms');
    expect(runAdminCli(['create-user', 'facts.editor@navyug.example', '--role', 'editor'], `${PASSWORD}\n`, env).code).toBe(0);
    expect(runAdminCli(['create-user', 'facts.owner@navyug.example'], `${PASSWORD}\n`, env).code).toBe(0);
    const editor = await signInAdmin(server.url, 'facts.editor@navyug.example', PASSWORD);
    const owner = await signInAdmin(server.url, 'facts.owner@navyug.example', PASSWORD);
    const ids = Object.fromEntries((await query("SELECT collection, id FROM content_items WHERE slug IN ('company', 'privacy-policy')")).map((row) => [row.collection, row.id]));
    const pages = ['company', 'legal'].flatMap((collection) => [`/admin/content/${collection}`, `/admin/content/${collection}/${ids[collection]}`, `/admin/content/${collection}/${ids[collection]}/preview?revision=1`, `/admin/content/${collection}/${ids[collection]}/compare?a=1&b=1`]);
    for (const path of pages) {
      const refused = await fetch(`${server.url}${path}`, { headers: { cookie: editor }, redirect: 'manual' });
      expect(refused.status, path).toBe(403);
      const allowed = await fetch(`${server.url}${path}`, { headers: { cookie: owner }, redirect: 'manual' });
      expect(allowed.status, path).toBe(200);
    }
    // the owner reads the seeded privacy policy whole, as the page draws it
    const whole = await (await fetch(`${server.url}/admin/content/legal/${ids.legal}/preview?revision=1`, { headers: { cookie: owner } })).text();
    expect(whole).toContain('<h2 id="who-we-are">Who we are</h2>');
    expect(whole).toContain(`version ${legalVersion('privacy-policy').version}`);
  });
});
