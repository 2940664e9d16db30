// The content studio's rules on both engines: the seed is imported once and matches the modules; a draft never
// changes the live version; every save is a revision; a save from an older copy is refused (no lost update);
// publishing a changed slug keeps the old one as a redirect; schedules go live when due, once, across
// instances; deletion is restorable, then purged; share links are signed, expire and can be revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { faqs } from '@/content/faqs';
import { allPosts } from '@/content/posts';
import { talent } from '@/content/talent';
import { testimonials } from '@/content/testimonials';
import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { migrate, type Db } from '@/server/db/client';
import { migrations } from '@/server/db/migrations';
import { deleteMedia, insertMedia, mediaUsage } from '@/server/repositories/media';
import * as repo from '@/server/repositories/content';
import { toCaseStudy, toPost } from '@/server/content/public';
import { seedItems } from '@/server/content/seed';
import * as studio from '@/server/content/studio';
import { CONTENT_STUDIO_BODY_LIMIT } from '@/server/http/form-routes.mts';
import { POST_BODY_MAX_CHARS, UTF8_MAX_BYTES_PER_CHAR } from '@/lib/content/limits.mts';
import { engineDatabase, migratedDatabase, type Engine } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

const me = { email: 'editor@navyug.example' };
const other = { email: 'second@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A media library row (its files do not matter here): what the studio's image fields point at. */
async function libraryImage(db: Db, alt = 'A harbour at dusk') {
  const id = randomUUID();
  await insertMedia(db.kysely, { id, hash: id.replace(/-/g, ''), filename: `${id}.jpg`, width: 1600, height: 900, bytes: 1, alt, decorative: false, focalX: 0.5, focalY: 0.5, createdBy: me.email, at: NOW.toISOString() });
  return id;
}
/** An image field as the editor posts a library choice. */
const chosen = (mediaId: string) => ({ src: '/media/pending', width: 1, height: 1, alt: '', mediaId });

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the content studio on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
  });
  afterAll(async () => close?.());

  it('imports the content modules once, and the site reads them back exactly', async (context) => {
    if (!db) context.skip();
    const first = await studio.seedContent(db.kysely, NOW);
    expect(first).toBe(seedItems().length); // every collection's seed (the later ones' too, on a fresh install)
    expect(seedItems().filter((item) => studio.seedMark(item.collection) === 'content_seeded')).toHaveLength(allPosts().length + caseStudies.length + testimonials.length + faqs.length + talent.length);
    expect(await studio.seedContent(db.kysely, NOW)).toBe(0); // a second start (or instance) adds nothing
    const posts = await repo.publishedRows(db.kysely, 'posts');
    expect(posts.map((row) => toPost(row.published_slug!, JSON.parse(row.published!), row.published_at)).sort((a, b) => b.date.localeCompare(a.date))).toEqual(allPosts());
    const studies = await repo.publishedRows(db.kysely, 'case-studies');
    expect(studies.map((row) => toCaseStudy(row.published_slug!, JSON.parse(row.published!)))).toEqual(caseStudies.map((study) => ({ ...study, seo: { ...study.seo } })));
    expect((await repo.publishedRows(db.kysely, 'faqs')).map((row) => row.title)).toEqual(faqs.map((faq) => faq.title));
    expect((await repo.listRevisions(db.kysely, posts[0].id)).map((r) => r.note)).toEqual(['imported from the content modules']);
  });

  let postId = '';
  it('saves drafts as revisions without touching the live page, and publishes a post with a title and a body alone', async (context) => {
    if (!db) context.skip();
    const invalid = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: '', body: '' }, actor: me, now: NOW });
    expect(invalid).toMatchObject({ kind: 'invalid', errors: { title: 'Title is required.', body: 'Body is required.' } });

    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Shipping a design system', body: 'First words.' }, actor: me, now: NOW });
    expect(created.kind).toBe('saved');
    if (created.kind !== 'saved') return;
    postId = created.item.id;
    expect(created.item.slug).toBe('shipping-a-design-system'); // made from the title
    expect(repo.stateOf(created.item)).toBe('draft');
    expect(await repo.findPublishedRow(db.kysely, 'posts', 'shipping-a-design-system')).toBeUndefined();

    const taken = await studio.saveDraft(db.kysely, { collection: 'posts', slug: allPosts()[0].slug, fields: { title: 'x', body: 'y' }, actor: me, now: NOW });
    expect(taken).toMatchObject({ kind: 'invalid', errors: { slug: expect.stringContaining('already uses the slug') } });

    const published = await studio.publish(db.kysely, postId, 1, me, NOW);
    expect(published.kind).toBe('published');
    const live = await repo.findPublishedRow(db.kysely, 'posts', 'shipping-a-design-system');
    expect(JSON.parse(live!.published!).body).toBe('First words.');

    const edited = await studio.saveDraft(db.kysely, { collection: 'posts', id: postId, revision: 1, slug: 'shipping-a-design-system', fields: { title: 'Shipping a design system', body: 'Second words.' }, actor: me, now: later(1000) });
    expect(edited.kind).toBe('saved');
    const row = (await repo.findItem(db.kysely, postId))!;
    expect(repo.stateOf(row)).toBe('changed');
    expect(JSON.parse(row.published!).body).toBe('First words.'); // the live version is kept while a draft is edited
    expect((await repo.listRevisions(db.kysely, postId)).map((r) => r.revision)).toEqual([2, 1]);
  });

  it('refuses the second of two saves made from the same revision, showing what the first one saved', async (context) => {
    if (!db) context.skip();
    const mine = await studio.saveDraft(db.kysely, { collection: 'posts', id: postId, revision: 2, slug: 'shipping-a-design-system', fields: { title: 'Shipping a design system', body: 'Mine.' }, actor: me, now: later(2000) });
    expect(mine.kind).toBe('saved');
    const theirs = await studio.saveDraft(db.kysely, { collection: 'posts', id: postId, revision: 2, slug: 'shipping-a-design-system', fields: { title: 'Shipping a design system', body: 'Theirs.' }, actor: other, now: later(3000) });
    expect(theirs.kind).toBe('conflict');
    if (theirs.kind !== 'conflict') return;
    expect(JSON.parse(theirs.current.draft).body).toBe('Mine.');
    expect(theirs.mine).toMatchObject({ body: 'Theirs.' });
    expect(JSON.parse((await repo.findItem(db.kysely, postId))!.draft).body).toBe('Mine.');
    // Publishing from a stale copy is refused too.
    expect((await studio.publish(db.kysely, postId, 2, other, later(4000))).kind).toBe('conflict');
  });

  it('merges two saves from one revision by field: what only one changed is kept from that one, what both changed is a conflict', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'two-editors', fields: { title: 'Two editors', summary: 'Once.', body: 'One body.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    // A changes the title; B, from the same revision, the summary and the body
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'two-editors', fields: { title: 'Two editors, one post', summary: 'Once.', body: 'One body.' }, actor: me, now: later(100) })).kind).toBe('saved');
    const b = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'two-editors', fields: { title: 'Two editors', summary: 'Twice.', body: 'Another body.' }, actor: other, now: later(200) });
    expect(b).toMatchObject({ kind: 'saved', kept: { by: me.email, fields: ['title'] } });
    const merged = (await repo.findItem(db.kysely, id))!;
    expect(merged.revision).toBe(3);
    expect(JSON.parse(merged.draft)).toMatchObject({ title: 'Two editors, one post', summary: 'Twice.', body: 'Another body.' });
    // B saves again from revision 1 (the page B still has open): A's title is not reverted, B's body was kept already
    const again = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'two-editors', fields: { title: 'Two editors', summary: 'Twice.', body: 'Another body.' }, actor: other, now: later(300) });
    expect(again.kind).toBe('saved');
    expect(JSON.parse((await repo.findItem(db.kysely, id))!.draft).title).toBe('Two editors, one post');
    // both change the body: a conflict on the body alone, nothing saved
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 3, slug: 'two-editors', fields: { title: 'Two editors, one post', summary: 'Twice.', body: 'Mine again.' }, actor: me, now: later(400) })).kind).toBe('saved');
    const clash = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 3, slug: 'two-editors', fields: { title: 'Two editors, one post', summary: 'Thrice.', body: 'Theirs again.' }, actor: other, now: later(500) });
    expect(clash).toMatchObject({ kind: 'conflict', fields: ['body'], merged: { summary: 'Thrice.', body: 'Mine again.' } });
    expect(JSON.parse((await repo.findItem(db.kysely, id))!.draft)).toMatchObject({ summary: 'Twice.', body: 'Mine again.' });
  });

  it('settles a conflict field by field: the fields chosen as theirs come from the revision the conflict named, the rest from the form', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'settled', fields: { title: 'Settled', summary: 'Once.', body: 'One body.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'settled-by-me', fields: { title: 'Settled', summary: 'Mine.', body: 'My body.' }, actor: me, now: later(100) })).kind).toBe('saved');
    const clash = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'settled-by-them', fields: { title: 'Settled, again', summary: 'Theirs.', body: 'Their body.' }, actor: other, now: later(200) });
    if (clash.kind !== 'conflict') throw new Error(clash.kind);
    expect(clash.fields.sort()).toEqual(['body', 'slug', 'summary']);
    expect(clash.base).toMatchObject({ slug: 'settled', fields: { body: 'One body.' } }); // what both opened
    // the second editor keeps their summary, takes the other's body and slug: a normal save from revision 2
    const settled = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: clash.current.revision, slug: 'settled-by-them', fields: { ...clash.merged, summary: 'Theirs.', body: 'Their body.' }, theirs: ['body', 'slug'], actor: other, now: later(300) });
    expect(settled.kind).toBe('saved');
    const row = (await repo.findItem(db.kysely, id))!;
    expect(row.revision).toBe(3);
    expect(row.slug).toBe('settled-by-me');
    expect(JSON.parse(row.draft)).toMatchObject({ title: 'Settled, again', summary: 'Theirs.', body: 'My body.' });
  });

  it('a draft restored to the live revision is the live page again, not "changed since published"', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'back-to-live', fields: { title: 'Back to live', body: 'Live words.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    expect((await studio.publish(db.kysely, id, 1, me, later(100))).kind).toBe('published');
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: 'back-to-live', fields: { title: 'Back to live', body: 'Draft words.' }, actor: me, now: later(200) })).kind).toBe('saved');
    expect(repo.stateOf((await repo.findItem(db.kysely, id))!)).toBe('changed');
    expect((await studio.restoreRevision(db.kysely, id, 1, 2, me, later(300))).kind).toBe('saved');
    const row = (await repo.findItem(db.kysely, id))!;
    expect(row.revision).toBe(3);
    expect(repo.stateOf(row)).toBe('published');
  });

  it('moves an item to a typed place in one step, with one audit entry, and clamps a place past either end', async (context) => {
    if (!db) context.skip();
    const order = async () => (await repo.listItems(db.kysely, 'faqs')).map((row) => row.title);
    const created = await studio.saveDraft(db.kysely, { collection: 'faqs', slug: '', fields: { title: 'Where do you work from?', content: 'Raleigh and Pune.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const before = await order();
    expect(before.at(-1)).toBe('Where do you work from?');
    const audits = async () => db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'content.reorder').execute();
    const logged = (await audits()).length;
    expect(await studio.moveTo(db.kysely, created.item.id, 1, me)).toBe(true);
    const after = await order();
    expect(after).toEqual(['Where do you work from?', ...before.slice(0, -1)]);
    expect((await repo.listItems(db.kysely, 'faqs')).map((row) => Number(row.position))).toEqual(after.map((_, i) => i + 1));
    const entries = await audits();
    expect(entries).toHaveLength(logged + 1);
    expect(entries.at(-1)!.detail).toBe(`moved from ${before.length} to 1 of ${before.length}`);
    expect(await studio.moveTo(db.kysely, created.item.id, 99, me)).toBe(true); // past the end: last
    expect((await order()).at(-1)).toBe('Where do you work from?');
    expect(await studio.moveTo(db.kysely, created.item.id, before.length, me)).toBe(false); // already there: nothing, no entry
    expect(await studio.move(db.kysely, created.item.id, 'up', me)).toBe(true);
    expect((await order()).at(-2)).toBe('Where do you work from?');
  });

  it('answers an old slug with the new address after the new slug is published', async (context) => {
    if (!db) context.skip();
    const renamed = await studio.saveDraft(db.kysely, { collection: 'posts', id: postId, revision: 3, slug: 'design-systems', fields: { title: 'Shipping a design system', body: 'Mine.' }, actor: me, now: later(5000) });
    expect(renamed.kind).toBe('saved');
    expect(await repo.redirectTarget(db.kysely, 'posts', 'shipping-a-design-system')).toBeUndefined(); // not before it is published
    expect((await studio.publish(db.kysely, postId, 4, me, later(6000))).kind).toBe('published');
    expect(await repo.findPublishedRow(db.kysely, 'posts', 'shipping-a-design-system')).toBeUndefined();
    expect(await repo.redirectTarget(db.kysely, 'posts', 'shipping-a-design-system')).toBe('design-systems');
  });

  it('restores an old revision as a new one', async (context) => {
    if (!db) context.skip();
    const restored = await studio.restoreRevision(db.kysely, postId, 1, 4, me, later(7000));
    expect(restored.kind).toBe('saved');
    const revisions = await repo.listRevisions(db.kysely, postId);
    expect(revisions[0]).toMatchObject({ revision: 5, note: 'restored from revision 1', slug: 'shipping-a-design-system' });
    expect(JSON.parse(revisions[0].data).body).toBe('First words.');
  });

  it('publishes a schedule once it is due, on whichever instance sees it first, and only once', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'faqs', slug: '', fields: { title: 'Do you sign NDAs?', content: 'Yes, before the first call.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    expect(await studio.schedule(db.kysely, created.item.id, 1, later(-1000), me, NOW)).toMatchObject({ kind: 'refused' });
    expect(await studio.schedule(db.kysely, created.item.id, 1, later(60_000), me, NOW)).toEqual({ kind: 'scheduled', at: later(60_000).toISOString() });
    expect(repo.stateOf((await repo.findItem(db.kysely, created.item.id))!)).toBe('scheduled');
    expect(await studio.publishDue(db.kysely, later(59_000))).toBe(0);
    // Two instances' schedulers at the same moment: one publishes it.
    const counts = await Promise.all([studio.publishDue(db.kysely, later(60_000)), studio.publishDue(db.kysely, later(60_000))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const row = (await repo.findItem(db.kysely, created.item.id))!;
    expect(repo.stateOf(row)).toBe('published');
    expect((await repo.publishedRows(db.kysely, 'faqs')).at(-1)?.title).toBe('Do you sign NDAs?');
  });

  it('refuses to publish an image without alt text', async (context) => {
    if (!db) context.skip();
    const image = { src: '/media/blog/x.webp', width: 1200, height: 675, alt: '' };
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'With a picture', body: 'Words.', image }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const refused = await studio.publish(db.kysely, created.item.id, 1, me, NOW);
    // named by its field, not by a file path, and tied to the field so the editor marks it
    expect(refused).toMatchObject({ kind: 'refused', problems: ['Cover image: the image needs alt text (or a “decorative” mark in the media library) before this can be published.'], fields: { image: expect.stringContaining('Cover image') } });
    expect(JSON.stringify(refused)).not.toContain('/media/blog/x.webp');
    const fixed = await studio.saveDraft(db.kysely, { collection: 'posts', id: created.item.id, revision: 1, slug: '', fields: { title: 'With a picture', body: 'Words.', image: { ...image, alt: 'A sketch' } }, actor: me, now: NOW });
    expect(fixed.kind).toBe('saved');
    expect((await studio.publish(db.kysely, created.item.id, 2, me, NOW)).kind).toBe('published');
  });

  it('saves and publishes in one transaction when the save asks to; a refused publish leaves the draft saved', async (context) => {
    if (!db) context.skip();
    const image = { src: '/media/blog/y.webp', width: 1200, height: 675, alt: '' };
    const refused = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Saved, not live', body: 'Words.', image }, actor: me, now: NOW, publish: true });
    if (refused.kind !== 'saved') throw new Error(refused.kind);
    expect(refused.published).toMatchObject({ kind: 'refused', problems: [expect.stringContaining('needs alt text')] });
    expect(repo.stateOf((await repo.findItem(db.kysely, refused.item.id))!)).toBe('draft');
    const live = await studio.saveDraft(db.kysely, { collection: 'posts', id: refused.item.id, revision: 1, slug: '', fields: { title: 'Saved, not live', body: 'Words.', image: { ...image, alt: 'A sketch' } }, actor: me, now: later(1000), publish: true });
    if (live.kind !== 'saved') throw new Error(live.kind);
    expect(live.published?.kind).toBe('published');
    expect(live.fields).toMatchObject({ title: 'Saved, not live', image: { alt: 'A sketch' } });
    const row = (await repo.findItem(db.kysely, live.item.id))!;
    expect(repo.stateOf(row)).toBe('published');
    expect(row.published_revision).toBe(2);
    expect(JSON.parse(row.published!)).toEqual(JSON.parse(row.draft));
  });

  it('keeps a deleted item restorable for 30 days, then purges it with its revisions', async (context) => {
    if (!db) context.skip();
    expect(await studio.deleteItem(db.kysely, postId, me, NOW)).toBe(true);
    expect(await repo.findPublishedRow(db.kysely, 'posts', 'design-systems')).toBeUndefined();
    expect(await studio.restoreItem(db.kysely, postId, me, NOW)).toBe(true);
    expect(await repo.findPublishedRow(db.kysely, 'posts', 'design-systems')).toBeDefined();
    await studio.deleteItem(db.kysely, postId, me, NOW);
    expect(await studio.purgeDeletedContent(db.kysely, later(29 * 86_400_000))).toBe(0);
    expect(await studio.purgeDeletedContent(db.kysely, later(31 * 86_400_000))).toBe(1);
    expect(await repo.findItem(db.kysely, postId)).toBeUndefined();
    expect(await repo.listRevisions(db.kysely, postId)).toEqual([]);
  });

  it('opens a draft by a signed share link until it expires or is revoked', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'case-studies', slug: '', fields: { title: 'Harbour Lights', headline: 'A new site for a ferry line', year: 2026, projectType: 'webdevelopment' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(JSON.stringify(created));
    const { token } = await studio.createShare(db.kysely, created.item.id, me, NOW);
    expect((await studio.openShare(db.kysely, token, later(1000)))?.id).toBe(created.item.id);
    expect(await studio.openShare(db.kysely, `${token.split('.')[0]}.AAAA`, later(1000))).toBeNull(); // signature
    expect(await studio.openShare(db.kysely, token, later(7 * 86_400_000 + 1))).toBeNull(); // expired after 7 days
    const second = await studio.createShare(db.kysely, created.item.id, me, NOW);
    await studio.revokeShare(db.kysely, 'another-item', second.token.split('.')[0], me, NOW); // named with another item: not its link
    expect((await studio.openShare(db.kysely, second.token, later(1000)))?.id).toBe(created.item.id);
    await studio.revokeShare(db.kysely, created.item.id, second.token.split('.')[0], me, NOW);
    expect(await studio.openShare(db.kysely, second.token, later(1000))).toBeNull();
  });

  it('refuses a case study slug that is the address of another page', async (context) => {
    if (!db) context.skip();
    for (const slug of ['about-us', 'contact-us', 'privacy-policy', 'admin']) {
      const result = await studio.saveDraft(db.kysely, { collection: 'case-studies', slug, fields: { title: 'X', headline: 'Y', year: 2026, projectType: 'branding' }, actor: me, now: NOW });
      expect(result, slug).toMatchObject({ kind: 'invalid', errors: { slug: expect.stringContaining('another page') } });
    }
  });

  it('a non-library image cannot mark itself decorative: publishing still asks for its alt text', async (context) => {
    if (!db) context.skip();
    const image = { src: '/media/blog/x.webp', width: 1200, height: 675, alt: '', decorative: true };
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Sneaky decorative', body: 'Words.', image }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    expect(JSON.parse(created.item.draft).image).not.toHaveProperty('decorative'); // only the library says so
    expect(await studio.publish(db.kysely, created.item.id, 1, me, NOW)).toMatchObject({ kind: 'refused', problems: [expect.stringContaining('needs alt text')] });
  });

  it('keeps an image in use while the live version shows it, after the draft drops it, and records usage on publish', async (context) => {
    if (!db) context.skip();
    const photo = await libraryImage(db);
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Harbour notes', body: 'Words.', image: chosen(photo) }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    expect((await studio.publish(db.kysely, id, 1, me, NOW)).kind).toBe('published');
    const dropped = await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: '', fields: { title: 'Harbour notes', body: 'Words.' }, actor: me, now: later(1000) });
    expect(dropped.kind).toBe('saved');
    expect(await mediaUsage(db.kysely, photo)).toEqual([studio.usageKey(id)]); // the live post still shows it
    expect(await deleteMedia(db.kysely, photo)).toMatchObject({ deleted: false, reason: 'in-use' });
    // Publishing the draft without it releases it.
    expect((await studio.publish(db.kysely, id, 2, me, later(2000))).kind).toBe('published');
    expect(await mediaUsage(db.kysely, photo)).toEqual([]);
  });

  it('keeps a library image in use while a post body shows it (as the rich editor inserts it)', async (context) => {
    if (!db) context.skip();
    const photo = await libraryImage(db);
    const hash = photo.replace(/-/g, ''); // libraryImage's hash
    const body = `Words.\n\n![A harbour at dusk](/media/${hash}-1280.webp#1600x900)`;
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Harbour body', body }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    expect(await mediaUsage(db.kysely, photo)).toEqual([studio.usageKey(created.item.id)]);
    expect(await deleteMedia(db.kysely, photo)).toMatchObject({ deleted: false, reason: 'in-use' });
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id: created.item.id, revision: 1, slug: '', fields: { title: 'Harbour body', body: 'Words.' }, actor: me, now: later(100) })).kind).toBe('saved');
    expect(await mediaUsage(db.kysely, photo)).toEqual([]);
  });

  it('keeps an image in use while a scheduled revision shows it', async (context) => {
    if (!db) context.skip();
    const photo = await libraryImage(db);
    const created = await studio.saveDraft(db.kysely, { collection: 'posts', slug: '', fields: { title: 'Scheduled harbour', body: 'Words.', image: chosen(photo) }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    expect((await studio.schedule(db.kysely, id, 1, later(3_600_000), me, NOW)).kind).toBe('scheduled');
    await studio.saveDraft(db.kysely, { collection: 'posts', id, revision: 1, slug: '', fields: { title: 'Scheduled harbour', body: 'Other words.' }, actor: other, now: later(1000) });
    expect(await mediaUsage(db.kysely, photo)).toEqual([studio.usageKey(id)]);
    expect(await deleteMedia(db.kysely, photo)).toMatchObject({ deleted: false, reason: 'in-use' });
  });

  it('a schedule publishes the revision that was scheduled, not a draft saved after it', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'faqs', slug: '', fields: { title: 'Do you work weekends?', content: 'No, never.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    expect((await studio.schedule(db.kysely, id, 1, later(60_000), me, NOW)).kind).toBe('scheduled');
    // Someone else saves a half-finished edit before it fires.
    const edit = await studio.saveDraft(db.kysely, { collection: 'faqs', id, revision: 1, slug: '', fields: { title: 'Do you work weekends?', content: 'DRAFT - check with legal' }, actor: other, now: later(1000) });
    expect(edit.kind).toBe('saved');
    expect((await repo.findItem(db.kysely, id))!.scheduled_revision).toBe(1);
    expect(await studio.publishDue(db.kysely, later(60_000))).toBe(1);
    const row = (await repo.findItem(db.kysely, id))!;
    expect(JSON.parse(row.published!).content).toBe('No, never.');
    expect(row.published_revision).toBe(1);
    expect(JSON.parse(row.draft).content).toBe('DRAFT - check with legal'); // still the draft, not live
    expect(repo.stateOf(row)).toBe('changed');
  });

  it('cancels a schedule on request, and a save while scheduled keeps it unless asked', async (context) => {
    if (!db) context.skip();
    const created = await studio.saveDraft(db.kysely, { collection: 'faqs', slug: '', fields: { title: 'Do you travel?', content: 'Sometimes.' }, actor: me, now: NOW });
    if (created.kind !== 'saved') throw new Error(created.kind);
    const id = created.item.id;
    await studio.schedule(db.kysely, id, 1, later(60_000), me, NOW);
    await studio.saveDraft(db.kysely, { collection: 'faqs', id, revision: 1, slug: '', fields: { title: 'Do you travel?', content: 'Often.' }, actor: me, now: later(1000) });
    expect((await repo.findItem(db.kysely, id))!).toMatchObject({ scheduled_at: later(60_000).toISOString(), scheduled_revision: 1 });
    expect(await studio.cancelSchedule(db.kysely, id, me, later(2000))).toBe(true);
    expect((await repo.findItem(db.kysely, id))!).toMatchObject({ scheduled_at: null, scheduled_revision: null });
    expect(await studio.publishDue(db.kysely, later(60_000))).toBe(0);
  });

  it('treats a slug that is another item\'s live address as taken, in the service and in the database', async (context) => {
    if (!db) context.skip();
    const first = await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'live-address', fields: { title: 'First', body: 'Words.' }, actor: me, now: NOW });
    if (first.kind !== 'saved') throw new Error(first.kind);
    expect((await studio.publish(db.kysely, first.item.id, 1, me, NOW)).kind).toBe('published');
    // Its draft moves to a new slug, not yet published: /blog/live-address is still its page.
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', id: first.item.id, revision: 1, slug: 'moved-address', fields: { title: 'First', body: 'Words.' }, actor: me, now: later(1000) })).kind).toBe('saved');
    const second = await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'live-address', fields: { title: 'Second', body: 'Words.' }, actor: other, now: later(2000) });
    expect(second).toMatchObject({ kind: 'invalid', errors: { slug: expect.stringContaining('live at') } });
    // The database refuses it too, whatever path a write takes.
    await expect(db.kysely.insertInto('content_slugs').values({ collection: 'posts', slug: 'live-address', item_id: randomUUID() }).execute()).rejects.toThrow(/unique|duplicate/i);
    // Once the move is published, the old address is a redirect and free for another item.
    expect((await studio.publish(db.kysely, first.item.id, 2, me, later(3000))).kind).toBe('published');
    expect((await studio.saveDraft(db.kysely, { collection: 'posts', slug: 'live-address', fields: { title: 'Second', body: 'Words.' }, actor: other, now: later(4000) })).kind).toBe('saved');
  });

  it('reorders a collection', async (context) => {
    if (!db) context.skip();
    const before = (await repo.listItems(db.kysely, 'testimonials')).map((row) => row.id);
    expect(await studio.move(db.kysely, before[1], 'up', me)).toBe(true);
    const after = (await repo.listItems(db.kysely, 'testimonials')).map((row) => row.id);
    expect(after).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await studio.move(db.kysely, after[0], 'up', me)).toBe(false);
  });
});

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('migration 0017 on $engine', ({ engine }) => {
  it('migrates data where an item took another\'s live slug: the live address keeps its item, the draft is renamed', async (context) => {
    const opened = await engineDatabase(engine);
    if (!opened) {
      if (process.env.CI) throw new Error('PostgreSQL is required in CI');
      return context.skip();
    }
    const { db, close } = opened;
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations(db.dialect) } });
      expect((await migrator.migrateTo('0015-media')).error).toBeUndefined();
      const at = NOW.toISOString();
      const base = { collection: 'posts', title: 'T', position: 0, draft: '{}', revision: 1, published: null, published_slug: null, published_revision: null, published_at: null, scheduled_at: null, deleted_at: null, created_at: at, updated_at: at, updated_by: null };
      // What the old rules let through: A's draft moved on while it is live at `clash`, then B took `clash`.
      await db.kysely.insertInto('content_items').values([
        { ...base, id: 'a', slug: 'moved', published: '{}', published_slug: 'clash', published_revision: 1, published_at: at },
        { ...base, id: 'b', slug: 'clash' },
      ] as never).execute();
      await migrate(db);
      const rows = await db.kysely.selectFrom('content_items').select(['id', 'slug', 'published_slug']).where('id', 'in', ['a', 'b']).orderBy('id').execute();
      expect(rows).toEqual([{ id: 'a', slug: 'moved', published_slug: 'clash' }, { id: 'b', slug: 'clash-2', published_slug: null }]);
      const claims = await db.kysely.selectFrom('content_slugs').selectAll().where('item_id', 'in', ['a', 'b']).orderBy('slug').execute();
      expect(claims).toEqual([
        { collection: 'posts', slug: 'clash', item_id: 'a' },
        { collection: 'posts', slug: 'clash-2', item_id: 'b' },
        { collection: 'posts', slug: 'moved', item_id: 'a' },
      ]);
      // The seed, imported after, holds its slugs beside them: every item one, A its live address too.
      expect(await studio.seedContent(db.kysely, NOW)).toBeGreaterThan(0);
      expect(Number((await db.kysely.selectFrom('content_slugs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(
        Number((await db.kysely.selectFrom('content_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n) + 1,
      );
    } finally {
      await close();
    }
  });
});

describe('the content studio\'s forms through the request guard', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: '0' });
  }, 120_000);
  afterAll(async () => server?.stop());

  const post = (route: string, body: Uint8Array<ArrayBuffer>) =>
    fetch(server.url + route, { method: 'POST', headers: { origin: server.url, 'content-type': 'multipart/form-data; boundary=x', accept: 'text/html' }, body });
  const form = (fields: Record<string, string>) => new Uint8Array(Buffer.from(Object.entries(fields).map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + '--x--\r\n'));

  it('POST /admin/content/posts/<id> takes a post whose 100,000-character body is all 4-byte characters, past the 64 KB other admin forms take', async () => {
    const longest = '😀'.repeat(POST_BODY_MAX_CHARS / 2) + '中'.repeat(POST_BODY_MAX_CHARS / 2); // every UTF-16 unit at its most bytes, and more
    const body = form({ collection: 'posts', id: randomUUID(), revision: '1', title: 'A long read', body: longest, slug: '', intent: 'draft' });
    expect(body.length).toBeGreaterThan(POST_BODY_MAX_CHARS * 3);
    // Past the size check: refused only for its missing session.
    expect((await post(`/admin/content/posts/${randomUUID()}`, body)).status).toBe(401);
    expect((await post('/admin/content/posts/new', body)).status).toBe(401);
  });

  it('answers a body past the editor\'s limit with 413 and a page that says Back returns with the text', async () => {
    expect(CONTENT_STUDIO_BODY_LIMIT).toBeGreaterThanOrEqual(POST_BODY_MAX_CHARS * UTF8_MAX_BYTES_PER_CHAR);
    const response = await post('/admin/content/posts/new', form({ collection: 'posts', body: 'x'.repeat(CONTENT_STUDIO_BODY_LIMIT) }));
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain('Too long to send');
    expect(page).toContain('Back button to return to the form: your answers are still there');
    // Other admin pages keep their small limit.
    expect((await post('/admin/jobs/new', form({ title: 'x'.repeat(100 * 1024) }))).status).toBe(413);
  });
});
