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
import { migrate, type Db } from '@/server/db/client';
import * as repo from '@/server/repositories/content';
import { toCaseStudy, toPost } from '@/server/content/public';
import * as studio from '@/server/services/content';
import { engineDatabase, type Engine } from '../support/database';

const me = { email: 'editor@navyug.example' };
const other = { email: 'second@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the content studio on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await engineDatabase(engine);
    if (!opened) {
      if (process.env.CI) throw new Error('PostgreSQL is required in CI');
      return;
    }
    ({ db, close } = opened);
    await migrate(db);
  });
  afterAll(async () => close?.());

  it('imports the content modules once, and the site reads them back exactly', async (context) => {
    if (!db) context.skip();
    const first = await studio.seedContent(db.kysely, NOW);
    expect(first).toBe(allPosts().length + caseStudies.length + testimonials.length + faqs.length + talent.length);
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
    expect(await studio.publish(db.kysely, created.item.id, 1, me, NOW)).toMatchObject({ kind: 'refused', problems: [expect.stringContaining('needs alt text')] });
    const fixed = await studio.saveDraft(db.kysely, { collection: 'posts', id: created.item.id, revision: 1, slug: '', fields: { title: 'With a picture', body: 'Words.', image: { ...image, alt: 'A sketch' } }, actor: me, now: NOW });
    expect(fixed.kind).toBe('saved');
    expect((await studio.publish(db.kysely, created.item.id, 2, me, NOW)).kind).toBe('published');
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
    await studio.revokeShare(db.kysely, second.token.split('.')[0], me, NOW);
    expect(await studio.openShare(db.kysely, second.token, later(1000))).toBeNull();
  });

  it('refuses a case study slug that is the address of another page', async (context) => {
    if (!db) context.skip();
    for (const slug of ['about-us', 'contact-us', 'privacy-policy', 'admin']) {
      const result = await studio.saveDraft(db.kysely, { collection: 'case-studies', slug, fields: { title: 'X', headline: 'Y', year: 2026, projectType: 'branding' }, actor: me, now: NOW });
      expect(result, slug).toMatchObject({ kind: 'invalid', errors: { slug: expect.stringContaining('another page') } });
    }
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
