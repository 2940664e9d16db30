// The studio's foundation for the site's own pages, on both engines: a fixed collection's items (the pages the
// code routes to) cannot be added, deleted, taken off the site or moved to another slug; a collection that came to
// the studio after an install was seeded is seeded on that install's next start, once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { SPECS } from '@/lib/content/collections';
import * as repo from '@/server/repositories/content';
import { claimSetting } from '@/server/repositories/settings';
import { seedItems } from '@/server/content/seed';
import * as studio from '@/server/content/studio';
import { migratedDatabase, type Engine } from '../support/database';

const me = { email: 'owner@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('fixed collections and late seeds on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
  });
  afterAll(async () => close?.());
  // The rules are tried on the testimonials, made fixed for the test.
  afterEach(() => {
    delete (SPECS.testimonials as { fixed?: true }).fixed;
  });

  it('seeds, on an install seeded before them, only the collections that came later, once', async (context) => {
    if (!db) context.skip();
    await claimSetting(db.kysely, 'content_seeded', NOW.toISOString()); // an install from before
    const later = seedItems().filter((item) => studio.seedMark(item.collection) !== 'content_seeded');
    expect(await studio.seedContent(db.kysely, NOW)).toBe(later.length);
    expect(await studio.seedContent(db.kysely, NOW)).toBe(0);
    expect(await repo.publishedRows(db.kysely, 'posts')).toEqual([]); // the first collections are not imported again
    for (const item of later) expect((await repo.findItemBySlug(db.kysely, item.collection, item.slug))?.published_revision).toBe(1);
  });

  it('keeps a fixed item on the site, at its slug, and adds none', async (context) => {
    if (!db) context.skip();
    const saved = await studio.saveDraft(db.kysely, { collection: 'testimonials', slug: 'acme', fields: { title: 'Acme', role: 'CTO', paragraph: 'Good.' }, actor: me, publish: true, now: NOW });
    expect(saved.kind).toBe('saved');
    if (saved.kind !== 'saved') return;
    (SPECS.testimonials as { fixed?: true }).fixed = true;

    const added = await studio.saveDraft(db.kysely, { collection: 'testimonials', slug: 'another', fields: { title: 'Another', role: 'CEO', paragraph: 'Also good.' }, actor: me, now: NOW });
    expect(added).toMatchObject({ kind: 'invalid', errors: { form: expect.stringContaining("the site's own pages") } });

    const moved = await studio.saveDraft(db.kysely, { collection: 'testimonials', id: saved.item.id, revision: saved.item.revision, slug: 'elsewhere', fields: { title: 'Acme', role: 'CTO', paragraph: 'Better.' }, actor: me, now: NOW });
    expect(moved.kind).toBe('saved');
    if (moved.kind === 'saved') expect(moved.item.slug).toBe('acme');

    expect(await studio.unpublish(db.kysely, saved.item.id, me, NOW)).toBe(false);
    expect(await studio.deleteItem(db.kysely, saved.item.id, me, NOW)).toBe(false);
    const stored = await repo.findItem(db.kysely, saved.item.id);
    expect(stored).toMatchObject({ published_slug: 'acme', deleted_at: null });
    expect(stored?.published).not.toBeNull();
  });
});
