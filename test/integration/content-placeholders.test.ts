// A studio text the page fills with company facts ({email.hr}) is checked on save, on both engines: a misspelt or
// unknown placeholder is refused beside its field with the known name offered, and nothing is saved or published;
// the same text with the right name saves and publishes. (The browser's side: test/e2e/placeholders.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as studio from '@/server/content/studio';
import * as repo from '@/server/repositories/content';
import { SPECS, specFor } from '@/lib/content/collections';
import { fromFormValues, toFormValues } from '@/lib/content/form-values';
import { migratedDatabase } from '../support/database';
type Db = import('@/server/db/client').Db;

const owner = { email: 'owner@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');

describe.each<{ engine: 'SQLite' | 'PostgreSQL' }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('placeholders on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
    await studio.seedContent(db.kysely, NOW);
  });
  afterAll(async () => close?.());

  /** Saves (and publishes) item `slug` of `collection` with one field changed, as the editor's form posts it. */
  async function save(collection: 'pages' | 'legal', slug: string, field: string, change: (text: string) => string, also: Record<string, string> = {}) {
    const item = (await repo.findItemBySlug(db.kysely, collection, slug))!;
    const spec = specFor(collection, slug);
    const values = toFormValues(spec, JSON.parse(item.draft));
    values[field] = change(values[field]);
    Object.assign(values, also);
    const result = await studio.saveDraft(db.kysely, { collection, id: item.id, revision: item.revision, slug, fields: fromFormValues(spec, values), actor: owner, publish: true, now: NOW });
    return { item, result, after: (await repo.findItem(db.kysely, item.id))! };
  }

  it.each([
    ['{email.hrr}', '{email.hr}'],
    ['{EMAIL.HR}', '{email.hr}'],
  ])("refuses the careers page's Reach Out text with %s, offering %s, and saves nothing", async (typo, meant) => {
    if (!db) return;
    const { item, result, after } = await save('pages', 'careers', 'reachOutText', () => `Send your CV to ${typo} and we will answer.`);
    expect(result).toMatchObject({ kind: 'invalid', errors: { reachOutText: expect.stringContaining(`Reach Out text: unknown placeholder ${typo}: did you mean ${meant}?`) } });
    expect(after.revision).toBe(item.revision);
    expect(after.published).toBe(item.published);
  });

  it('refuses the privacy policy with {emial.privacy}, and publishes it with {email.privacy}', async () => {
    if (!db) return;
    const refused = await save('legal', 'privacy-policy', 'body', (body) => `${body}\n\nWrite to {emial.privacy}.\n`);
    expect(refused.result).toMatchObject({ kind: 'invalid', errors: { body: expect.stringContaining('Body: unknown placeholder {emial.privacy}: did you mean {email.privacy}?') } });
    expect(refused.after.revision).toBe(refused.item.revision);
    // (with the date the changed text takes effect: a changed legal text needs one)
    const fixed = await save('legal', 'privacy-policy', 'body', (body) => `${body}\n\nWrite to {email.privacy}.\n`, { effective: '2027-03-01' });
    expect(fixed.result).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
  });

  it('leaves texts the page does not fill alone: a post may show braces in its code', async () => {
    if (!db) return;
    const post = (await repo.listItems(db.kysely, 'posts'))[0];
    const values = toFormValues(SPECS.posts, JSON.parse(post.draft));
    values.body = `${values.body}\n\n\`\`\`tsx\n<Layout>{children}</Layout>\n\`\`\`\n`;
    const result = await studio.saveDraft(db.kysely, { collection: 'posts', id: post.id, revision: post.revision, slug: post.slug, fields: fromFormValues(SPECS.posts, values), actor: owner, now: NOW });
    expect(result.kind).toBe('saved');
  });
});
