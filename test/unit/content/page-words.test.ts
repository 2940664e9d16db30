// The words that were still in code, now the studio's 'pages' items: the blog's RSS feed title and description (read
// by /blog/rss.xml), the /search form's label, placeholder, button and suggested searches (the header's search shows
// the first three), /search's line and pages to browse when nothing matches, and a job page's banner
// when the jobs cannot be loaded (/career-details, from the careers item). Each read as published, on a real
// database; an item stored before these fields came reads as the seed's words (the site as before), and a
// revision from then restores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPage } from '@/content/blog-page';
import { careerPage } from '@/content/careers';
import { searchPage } from '@/content/search-page';
import { storedFields } from '@/lib/content/collections';
import { openDatabase, type Db } from '@/server/db/client';
import * as repo from '@/server/repositories/content';
import * as studio from '@/server/content/studio';

let db: Db;
vi.mock('@/server/db/current', () => ({ currentDb: async () => db }));
// a route's connection() outside Next's request scope: nothing to wait for here
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));
const { GET: rss } = await import('@/app/blog/rss.xml/route');
// the header's client islands rendered to HTML, as the server does, outside Next's router
vi.mock('next/navigation', () => ({ usePathname: () => '/about-us', useRouter: () => ({ push: () => undefined }) }));
const { careersPage, searchPageContent } = await import('@/server/content/public');
const { SiteHeader } = await import('@/components/layout/header');
const { SearchPanel } = await import('@/components/search/search-panel');
const { default: SearchRoute } = await import('@/app/(site)/search/page');

const me = { email: 'editor@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');

describe('the words the pages read from the studio', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-page-words-'));
    db = await openDatabase({ dataDir: dir });
    await studio.seedContent(db.kysely, NOW);
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Saves `change` over the page's draft, and publishes it when asked. */
  const save = async (slug: string, change: Record<string, unknown>, publish = true) => {
    const row = (await repo.findItemBySlug(db.kysely, 'pages', slug))!;
    return studio.saveDraft(db.kysely, { collection: 'pages', id: row.id, revision: row.revision, slug, fields: { ...(JSON.parse(row.draft) as Record<string, unknown>), ...change }, actor: me, publish, now: NOW });
  };
  const channel = async () => {
    const xml = await (await rss()).text();
    return { title: xml.match(/<channel>\s*<title>(.*?)<\/title>/)?.[1], description: xml.match(/<\/link>\s*<description>(.*?)<\/description>/)?.[1] };
  };

  it('the RSS feed\'s title and description are the blog item\'s, as published', async () => {
    expect(await channel()).toEqual({ title: blogPage.feed.title, description: blogPage.feed.description });
    expect(await save('blog', { feedTitle: 'Navyug & friends: notes', feedDescription: 'Machine learning, <plainly>.' }, false)).toMatchObject({ kind: 'saved' });
    expect((await channel()).title).toBe(blogPage.feed.title); // a draft is not the feed
    expect(await save('blog', {})).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    expect(await channel()).toEqual({ title: 'Navyug &amp; friends: notes', description: 'Machine learning, &lt;plainly&gt;.' });
  });

  it('refuses an empty or overlong feed title with a message naming it, and the feed keeps what is live', async () => {
    expect(await save('blog', { feedTitle: ' ', feedDescription: 'x'.repeat(501) })).toEqual({ kind: 'invalid', errors: { feedTitle: 'RSS feed title is required.', feedDescription: 'RSS feed description must be at most 500 characters.' } });
    expect((await channel()).title).toBe('Navyug &amp; friends: notes');
  });

  it('the search form\'s words and suggested searches are the search item\'s', async () => {
    expect(await searchPageContent()).toMatchObject({ form: { label: searchPage.label, placeholder: searchPage.placeholder, submit: searchPage.submit }, tips: { heading: searchPage.tipsTitle, items: searchPage.tips } });
    const saved = await save('search', { searchLabel: 'Look for anything', searchPlaceholder: '', searchButton: 'Find', tipsHeading: 'Try one of these', tips: ['Branding', 'Kotlin'] });
    expect(saved).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    expect(await searchPageContent()).toMatchObject({ form: { label: 'Look for anything', placeholder: '', submit: 'Find' }, tips: { heading: 'Try one of these', items: ['Branding', 'Kotlin'] } });
    expect(await save('search', { searchLabel: '', tips: [] })).toEqual({
      kind: 'invalid',
      errors: { searchLabel: 'Search box label is required.', tips: 'Suggested searches: give at least one, one per line.' },
    });
    expect(await save('search', { tips: Array.from({ length: 11 }, (_, index) => `Tip ${index}`) })).toEqual({ kind: 'invalid', errors: { tips: 'Suggested searches: at most 10.' } });
  });

  it('the header\'s search takes the search item\'s words from the server: its button\'s name, its box\'s label and placeholder', async () => {
    // as the test above published it. What the server renders: the link to /search (a button once the script runs) named by the search button's text
    const header = renderToStaticMarkup(await SiteHeader());
    expect(header).toMatch(/<a href="\/search"[^>]*><span class="visually-hidden">Find<\/span><\/a>/);
    // the combobox, drawn by the launcher with the words the server passed (nothing fetched, no content module)
    const { form } = await searchPageContent();
    const panel = renderToStaticMarkup(createElement(SearchPanel, { id: 'site-search', launcher: { current: null }, onClose: () => undefined, words: form }));
    expect(panel).toMatch(/<label for="[^"]+"[^>]*>Look for anything<\/label>/);
    expect(panel).not.toContain('placeholder='); // emptied in the studio: no placeholder at all
    const seeded = renderToStaticMarkup(createElement(SearchPanel, { id: 'site-search', launcher: { current: null }, onClose: () => undefined, words: { label: searchPage.label, placeholder: searchPage.placeholder } }));
    expect(seeded).toContain(`placeholder="${searchPage.placeholder}"`);
  });

  /** /search?q=… as the server renders it (the route itself, its search on this database's published items). */
  const searchFor = async (q: string) => renderToStaticMarkup(await SearchRoute({ searchParams: Promise.resolve({ q }) }));

  it('/search\'s text and pages to browse when nothing matches are the search item\'s, as published', async () => {
    expect(await searchPageContent()).toMatchObject({ noResults: { text: searchPage.noResults, links: searchPage.browse } });
    const seeded = await searchFor('zzqxv');
    expect(seeded).toContain(searchPage.noResults);
    for (const link of searchPage.browse) expect(seeded).toMatch(new RegExp(`<a [^>]*href="${link.href}"[^>]*>${link.label}</a>`));

    const links = [{ label: 'Our services', href: '/services' }, { label: 'Say hello', href: '/contact-us#form' }];
    expect(await save('search', { noResultsText: 'Nothing here: try these pages.', browse: links }, false)).toMatchObject({ kind: 'saved' });
    expect(await searchFor('zzqxv')).toContain(searchPage.noResults); // a draft is not the page
    expect(await save('search', {})).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    expect(await searchPageContent()).toMatchObject({ noResults: { text: 'Nothing here: try these pages.', links } });
    const html = await searchFor('zzqxv');
    expect(html).toContain('Nothing here: try these pages.');
    expect(html).toMatch(/<ul class="[^"]*"><li><a [^>]*href="\/services"[^>]*>Our services<\/a><\/li><li><a [^>]*href="\/contact-us#form"[^>]*>Say hello<\/a><\/li><\/ul>/);
    expect(html).not.toContain('>Case studies<');
  });

  it('refuses pages to browse that are not paths on this site, or none, naming the row, and keeps what is live', async () => {
    const wrong = (href: string) => save('search', { browse: [{ label: 'Home', href: '/' }, { label: 'Elsewhere', href }] });
    // keyed by the saved row's cell (row 2 of the rows saved, from 0: the editor's action says the form's number)
    const message = 'Address must be a path on this site: it starts with a single /, e.g. /services.';
    for (const href of ['https://example.com/', '//example.com/x', 'services', '/two words', '/\\example.com']) expect(await wrong(href)).toEqual({ kind: 'invalid', errors: { 'browse.1.href': message } });
    expect(await save('search', { browse: [{ label: ' ', href: '/blog' }] })).toEqual({ kind: 'invalid', errors: { 'browse.0.label': 'Label is required.' } });
    // every row's problem at once, each at its cell
    expect(await save('search', { browse: [{ label: ' ', href: '/blog' }, { label: 'Home', href: '/' }, { label: 'Out', href: 'https://example.com/' }] })).toEqual({ kind: 'invalid', errors: { 'browse.0.label': 'Label is required.', 'browse.2.href': message } });
    expect(await save('search', { browse: [], noResultsText: '' })).toEqual({ kind: 'invalid', errors: { browse: 'Pages to browse: give at least one.', noResultsText: 'Text when nothing is found is required.' } });
    expect(await save('search', { browse: Array.from({ length: 9 }, (_, index) => ({ label: `Page ${index}`, href: `/p${index}` })) })).toEqual({ kind: 'invalid', errors: { browse: 'Pages to browse: at most 8 rows.' } });
    expect((await searchPageContent()).noResults.text).toBe('Nothing here: try these pages.');
  });

  it('a job page\'s banner, when the jobs cannot be loaded, is the careers item\'s', async () => {
    expect((await careersPage()).details).toEqual(careerPage.details);
    expect(await save('careers', { detailsEyebrow: 'Join us', detailsTitle: 'This role' })).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    expect(await careersPage()).toMatchObject({ details: { eyebrow: 'Join us', title: 'This role' }, unavailable: careerPage.unavailable });
    expect(await save('careers', { detailsEyebrow: '' })).toEqual({ kind: 'invalid', errors: { detailsEyebrow: 'Job page eyebrow is required.' } });
  });

  it('an item stored before these fields came reads as the seed\'s words, in the editor too, and its revision restores', async () => {
    const row = (await repo.findItemBySlug(db.kysely, 'pages', 'blog'))!;
    const { feedTitle, feedDescription, ...before } = JSON.parse(row.draft) as Record<string, unknown>;
    expect([feedTitle, feedDescription]).toEqual(['Navyug & friends: notes', 'Machine learning, <plainly>.']);
    // as an install upgraded from before: the live item and revision 1 without the feed's fields
    const old = JSON.stringify(before);
    await db.kysely.updateTable('content_items').set({ published: old, draft: old }).where('id', '=', row.id).execute();
    await db.kysely.updateTable('content_revisions').set({ data: old }).where('item_id', '=', row.id).where('revision', '=', 1).execute();
    expect(await channel()).toEqual({ title: blogPage.feed.title, description: blogPage.feed.description });
    expect(storedFields('pages', 'blog', old)).toMatchObject({ feedTitle: blogPage.feed.title, feedDescription: blogPage.feed.description, heroTitle: before.heroTitle });
    const current = (await repo.findItem(db.kysely, row.id))!;
    expect(await studio.restoreRevision(db.kysely, row.id, 1, current.revision, me, NOW)).toMatchObject({ kind: 'saved', fields: { feedTitle: blogPage.feed.title } });
  });

  it('a search item stored before its no-results words came reads as the seed\'s: the line and the five pages', async () => {
    const row = (await repo.findItemBySlug(db.kysely, 'pages', 'search'))!;
    const { noResultsText, browse, ...before } = JSON.parse(row.published!) as Record<string, unknown>;
    expect(noResultsText).toBe('Nothing here: try these pages.');
    expect(browse).toHaveLength(2);
    const old = JSON.stringify(before);
    await db.kysely.updateTable('content_items').set({ published: old, draft: old }).where('id', '=', row.id).execute();
    expect((await searchPageContent()).noResults).toEqual({ text: searchPage.noResults, links: searchPage.browse });
    expect(storedFields('pages', 'search', old)).toMatchObject({ noResultsText: searchPage.noResults, browse: searchPage.browse, searchLabel: 'Look for anything' });
  });
});
