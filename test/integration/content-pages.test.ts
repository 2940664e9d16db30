// The site's own pages in the studio ('pages'), on both engines: a fresh install imports the twelve pages, published
// (an install seeded before the list pages came gets those on its next start);
// their live fields map back to today's modules; a change is a draft until published; a counter list of three, an
// unknown icon and a missing image are refused with messages naming the field, and what was live stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutPage } from '@/content/about';
import { home } from '@/content/home';
import { faqsPage } from '@/content/faqs-page';
import { servicesPage } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import { claimSetting } from '@/server/repositories/settings';
import { PAGE_SLUGS, schemaFor, specFor, type PageFields } from '@/lib/content/collections';
import { fromFormValues, removeRowName, toFormValues } from '@/lib/content/form-values';
import type { Db } from '@/server/db/client';
import * as repo from '@/server/repositories/content';
import { toAboutPage, toFaqsPage, toHomePage, toServicesPage } from '@/server/content/public';
import * as studio from '@/server/content/studio';
import { seedItems } from '@/server/content/seed';
import { migratedDatabase, type Engine } from '../support/database';

const me = { email: 'editor@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the site\'s pages in the studio on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
    await studio.seedContent(db.kysely, NOW);
  });
  afterAll(async () => close?.());

  const live = async <P extends (typeof PAGE_SLUGS)[number]>(slug: P) => {
    const row = (await repo.findPublishedRow(db.kysely, 'pages', slug))!;
    return schemaFor('pages', slug).parse(JSON.parse(row.published!)) as PageFields<P>;
  };

  it('imports the twelve pages, each published as revision 1, and they read back as today\'s modules', async (context) => {
    if (!db) context.skip();
    const rows = await repo.publishedRows(db.kysely, 'pages');
    expect(rows.map((row) => [row.published_slug, row.title, row.published_revision])).toEqual([
      ['home', 'Home', 1], ['about', 'About', 1], ['careers', 'Careers', 1], ['life', 'Life', 1], ['contact', 'Contact', 1],
      ['services', 'Services', 1], ['industries', 'Industries', 1], ['work', 'Work', 1], ['blog', 'Blog', 1], ['faqs', 'FAQs', 1], ['quote', 'Get a quote', 1], ['search', 'Search', 1],
    ]);
    expect(toServicesPage(await live('services'), 8)).toMatchObject({ title: servicesPage.title, lead: servicesPage.lead.replace('{services.count}', 'Eight'), seo: { title: servicesPage.seo.title } });
    expect(toHomePage(await live('home')).counters).toEqual(home.counters);
    expect(toHomePage(await live('home')).hero.lines).toEqual(home.hero.lines);
    expect(toAboutPage(await live('about')).approach.paragraphs).toEqual(aboutPage.approach.paragraphs);
  });

  it('refuses a counter list of three with a message naming the field, and the live page keeps its four', async (context) => {
    if (!db) context.skip();
    const row = (await repo.findItemBySlug(db.kysely, 'pages', 'home'))!;
    const spec = specFor('pages', 'home');
    // as the editor's form sends it: the fourth counter's "Remove" box ticked
    const values = { ...toFormValues(spec, JSON.parse(row.draft)), [removeRowName('counters', 3)]: 'on' };
    const saved = await studio.saveDraft(db.kysely, { collection: 'pages', id: row.id, revision: row.revision, slug: 'home', fields: fromFormValues(spec, values), actor: me, publish: true, now: NOW });
    expect(saved).toEqual({ kind: 'invalid', errors: { counters: 'Counters: the home page shows exactly four; give four, each with a value and a label.' } });
    expect((await live('home')).counters).toHaveLength(4);
    expect((await repo.findItem(db.kysely, row.id))!.revision).toBe(1); // nothing saved
  });

  it('names the row and the column of an unknown icon, and a page image that is missing', async (context) => {
    if (!db) context.skip();
    const homeRow = (await repo.findItemBySlug(db.kysely, 'pages', 'home'))!;
    const fields = JSON.parse(homeRow.draft) as PageFields<'home'>;
    const icon = await studio.saveDraft(db.kysely, { collection: 'pages', id: homeRow.id, revision: homeRow.revision, slug: 'home', fields: { ...fields, backEnd: [{ name: 'Node.js', icon: 'siNodedotjs' }, { name: 'Elixir', icon: 'siElixirNope' }] }, actor: me, now: NOW });
    expect(icon).toMatchObject({ kind: 'invalid', errors: { 'backEnd.1.icon': '"siElixirNope" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.' } });
    const aboutRow = (await repo.findItemBySlug(db.kysely, 'pages', 'about'))!;
    const about = JSON.parse(aboutRow.draft) as PageFields<'about'>;
    const image = await studio.saveDraft(db.kysely, { collection: 'pages', id: aboutRow.id, revision: aboutRow.revision, slug: 'about', fields: { ...about, missionImage: undefined }, actor: me, now: NOW });
    expect(image).toEqual({ kind: 'invalid', errors: { missionImage: 'Mission image: choose an image.' } });
  });

  it('keeps a change as a draft until it is published, then the page shows it, at its own slug whatever the form says', async (context) => {
    if (!db) context.skip();
    const row = (await repo.findItemBySlug(db.kysely, 'pages', 'home'))!;
    const fields = JSON.parse(row.draft) as PageFields<'home'>;
    const changed = { ...fields, heroLines: ['Bolder ideas,', 'built for a', 'new era'], counters: fields.counters.map((counter, index) => (index === 1 ? { value: '12+', label: counter.label } : counter)) };
    const draft = await studio.saveDraft(db.kysely, { collection: 'pages', id: row.id, revision: row.revision, slug: 'about', fields: changed, actor: me, now: NOW });
    expect(draft.kind).toBe('saved');
    if (draft.kind !== 'saved') return;
    expect(draft.item.slug).toBe('home');
    expect(toHomePage(await live('home')).hero.lines).toEqual(home.hero.lines); // the draft does not touch the live page
    expect((await studio.publish(db.kysely, row.id, draft.item.revision, me, NOW)).kind).toBe('published');
    const page = toHomePage(await live('home'));
    expect(page.hero.lines[0]).toBe('Bolder ideas,');
    expect(page.counters[1]).toEqual({ value: '12+', label: 'Talent integrated' });
    // and put back from revision 1, as the editor's "Restore" does
    const first = (await repo.findRevision(db.kysely, row.id, 1))!;
    const restored = await studio.saveDraft(db.kysely, { collection: 'pages', id: row.id, revision: draft.item.revision, slug: 'home', fields: JSON.parse(first.data), actor: me, publish: true, now: NOW });
    expect(restored.kind).toBe('saved');
    expect(toHomePage(await live('home')).counters).toEqual(home.counters);
  });

  it('publishes a list page\'s banner and SEO title: the live page and its <title> show them, the draft does not', async (context) => {
    if (!db) context.skip();
    const row = (await repo.findItemBySlug(db.kysely, 'pages', 'faqs'))!;
    const fields = JSON.parse(row.draft) as PageFields<'faqs'>;
    const draft = await studio.saveDraft(db.kysely, { collection: 'pages', id: row.id, revision: row.revision, slug: 'faqs', fields: { ...fields, heroTitle: 'Questions, answered', seoTitle: 'Questions and answers' }, actor: me, now: NOW });
    expect(draft.kind).toBe('saved');
    if (draft.kind !== 'saved') return;
    expect(pageMetadata(toFaqsPage(await live('faqs')).seo).title).toBe(faqsPage.seo.title); // a draft is not live
    expect((await studio.publish(db.kysely, row.id, draft.item.revision, me, NOW)).kind).toBe('published');
    const page = toFaqsPage(await live('faqs'));
    expect(page.title).toBe('Questions, answered');
    // what the route's generateMetadata gives Next (the <title> is "{title} - {brand}" by the root layout's template)
    expect(pageMetadata(page.seo)).toMatchObject({ title: 'Questions and answers', openGraph: { title: 'Questions and answers - Navyug' }, alternates: { canonical: '/faqs' } });
    expect(page.cta.href).toBe('/contact-us');
  });

  it('gives an install seeded before the list pages came those pages on its next start, after the five it has', async (context) => {
    if (!db) context.skip();
    const opened = await migratedDatabase(engine);
    if (!opened) return context.skip();
    try {
      // an install from before: seeded with everything but the list pages (their mark taken, as if they were not there)
      await claimSetting(opened.db.kysely, 'content_seeded:pages:list-pages', NOW.toISOString());
      await studio.seedContent(opened.db.kysely, NOW);
      expect((await repo.publishedRows(opened.db.kysely, 'pages')).map((row) => row.published_slug)).toEqual(['home', 'about', 'careers', 'life', 'contact']);
      await opened.db.kysely.deleteFrom('settings').where('key', '=', 'content_seeded:pages:list-pages').execute();
      // its next start: the seven list pages, published as revision 1, after the five; nothing else again
      expect(await studio.seedContent(opened.db.kysely, NOW)).toBe(LIST.length);
      expect(await studio.seedContent(opened.db.kysely, NOW)).toBe(0);
      const rows = await repo.publishedRows(opened.db.kysely, 'pages');
      expect(rows.map((row) => [row.published_slug, row.published_revision])).toEqual([...['home', 'about', 'careers', 'life', 'contact'], ...LIST].map((slug) => [slug, 1]));
      expect(seedItems().filter((item) => item.collection === 'pages').map((item) => studio.seedMark(item.collection, item.slug))).toEqual([...Array(5).fill('content_seeded:pages'), ...Array(7).fill('content_seeded:pages:list-pages')]);
    } finally {
      await opened.close();
    }
  });
});

const LIST = ['services', 'industries', 'work', 'blog', 'faqs', 'quote', 'search'];
