// Services and industries in the content studio, on both engines: the seed is the modules (the site reads them
// back exactly), every field of a service round-trips through a save and a publish, a hidden service is gone from
// every list the public readers give (grid and home, sitemap, search, quote form) and its address answers 404 or
// redirects, the redirect's path is checked with a clear message, and the industries follow staff's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@/content/core-services';
import { industries } from '@/content/industries';
import { services, whyChooseUs } from '@/content/services';
import { collectionAccess, SPECS } from '@/lib/content/collections';
import { parseQuotePrefill } from '@/lib/quote-prefill';
import type { Db } from '@/server/db/client';
import { startOnFirstUse } from '@/server/db/current';
import { setProcessValue } from '@/server/serving/contract.mts';
import * as repo from '@/server/repositories/content';
import { hiddenServicePaths, publishedIndustries, serviceRoute, servicesPageContent, shownServices, studioContent, toService } from '@/server/content/public';
import { seedItems } from '@/server/content/seed';
import * as studio from '@/server/content/studio';
import { staticDocuments } from '@/server/search/documents';
import { migratedDatabase, type Engine } from '../support/database';

const me = { email: 'editor@navyug.example' };
const NOW = new Date('2027-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** The services as the site showed them before the studio: each page with the shared points and its home entry. */
const seedServices = () => services.map((service) => ({ ...service, why: whyChooseUs, home: coreServices.find((entry) => entry.href === `/${service.slug}`)! }));

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('services and industries on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (!opened) return;
    ({ db, close } = opened);
    startOnFirstUse(async () => db); // the public readers' database (server/db/current.ts)
  });
  afterAll(async () => {
    setProcessValue('start', undefined);
    await close?.();
  });

  /** A service's row and its stored draft, by slug. */
  async function serviceRow(slug: string) {
    const row = (await repo.findItemBySlug(db.kysely, 'services', slug))!;
    return { row, fields: JSON.parse(row.draft) as Record<string, unknown> };
  }
  async function save(slug: string, change: Record<string, unknown>, publish = true) {
    const { row, fields } = await serviceRow(slug);
    return studio.saveDraft(db.kysely, { collection: 'services', id: row.id, revision: row.revision, slug, fields: { ...fields, ...change }, actor: me, now: later(1000), publish });
  }

  it('seeds the services and industries from the modules, and the site reads them back as before', async (context) => {
    if (!db) context.skip();
    // Before the seed (an install whose first start has not seeded the services yet), each service is its seed.
    expect(await shownServices()).toEqual(seedServices());
    expect(await serviceRoute('devops-cloud')).toMatchObject({ kind: 'page' });
    await studio.seedContent(db.kysely, NOW);
    expect(SPECS.services.fixed).toBe(true);
    expect(collectionAccess('services')).toBe('editor'); // the editor role edits both
    expect(collectionAccess('industries')).toBe('editor');
    expect(await shownServices()).toEqual(seedServices());
    expect(await publishedIndustries()).toEqual(industries);
    expect(await hiddenServicePaths()).toEqual(new Set());
    const search = staticDocuments(await studioContent());
    expect(search.filter((doc) => doc.kind === 'service').map((doc) => doc.url)).toEqual(services.map((service) => `/${service.slug}`));
    expect(search.filter((doc) => doc.kind === 'industry')).toHaveLength(industries.length);
  });

  it('round-trips every field of a service through a save and a publish', async (context) => {
    if (!db) context.skip();
    const change = {
      title: 'Cloud Operations',
      summary: 'Pipelines and platforms that stay up.',
      eyebrow: 'Cloud',
      tagline: 'Releases on a Tuesday afternoon, without a war room',
      heroText: 'We automate the path from commit to production.',
      quote: 'Boring deployments are the goal.',
      stackHeading: 'Tools we use',
      stack: [{ name: 'Kubernetes', icon: 'siKubernetes' }, { name: 'In-house CLI', icon: '' }],
      moreSkillsText: 'And the rest of the platform.',
      moreSkills: ['Cost reviews', 'On-call handbooks'],
      why: [{ title: 'Measured', text: 'Every change has a number.' }],
      projectType: 'other-projecttype',
      projectTypeOther: 'Cloud',
      homeTitle: 'Cloud',
      homeText: 'Platforms that stay up.',
      seoTitle: 'Cloud operations',
      seoDescription: 'Cloud operations by Navyug.',
    };
    const saved = await save('devops-cloud', change);
    expect(saved).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    const live = (await shownServices()).find((service) => service.slug === 'devops-cloud')!;
    const { row } = await serviceRow('devops-cloud');
    expect(live).toEqual(toService('devops-cloud', JSON.parse(row.published!), live.number));
    expect(live).toMatchObject({
      title: 'Cloud Operations',
      summary: 'Pipelines and platforms that stay up.',
      hero: { eyebrow: 'Cloud', tagline: 'Releases on a Tuesday afternoon, without a war room', text: 'We automate the path from commit to production.' },
      quote: 'Boring deployments are the goal.',
      stack: { heading: 'Tools we use', items: [{ name: 'Kubernetes', icon: 'siKubernetes' }, { name: 'In-house CLI' }] },
      moreSkills: { heading: 'Looking For More Skills?', text: 'And the rest of the platform.', items: ['Cost reviews', 'On-call handbooks'] },
      why: { heading: 'Why Choose us?', points: [{ title: 'Measured', text: 'Every change has a number.' }] },
      projectType: { value: 'other-projecttype', other: 'Cloud' },
      home: { number: '06', title: 'Cloud', content: 'Platforms that stay up.', href: '/devops-cloud' },
      seo: { title: 'Cloud operations', description: 'Cloud operations by Navyug.', path: '/devops-cloud' },
    });
    // The quote form and the mail name it as it is now.
    expect(parseQuotePrefill({ service: 'devops-cloud' }, [], await shownServices()).about?.title).toBe('Cloud Operations');
    // Put back as seeded.
    const seeded = seedServices().find((service) => service.slug === 'devops-cloud')!;
    const seed = seedItems().find((item) => item.collection === 'services' && item.slug === 'devops-cloud')!.fields;
    expect((await save('devops-cloud', seed as Record<string, unknown>)).kind).toBe('saved');
    expect((await shownServices()).find((service) => service.slug === 'devops-cloud')).toEqual(seeded);
  });

  it('refuses an icon the site cannot draw and a redirect that is not another path of the site, with clear messages', async (context) => {
    if (!db) context.skip();
    const refused = async (change: Record<string, unknown>) => {
      const result = await save('ui-ux-design', change, false);
      return result.kind === 'invalid' ? result.errors : {};
    };
    expect((await refused({ stack: [{ name: 'Figma', icon: 'siNotAnIcon' }] }))['stack.0.icon']).toBe('"siNotAnIcon" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.');
    expect((await refused({ visibility: 'hidden-redirect', redirectTo: '' })).redirectTo).toBe('Redirect to is required when the service is hidden with a redirect: give a path on this site, for example /services.');
    for (const path of ['services', '//evil.example/x', '/\\evil.example', '/a path'])
      expect((await refused({ visibility: 'hidden-redirect', redirectTo: path })).redirectTo, path).toBe('Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.');
    for (const path of ['/ui-ux-design', '/ui-ux-design/', '/ui-ux-design?x=1'])
      expect((await refused({ visibility: 'hidden-redirect', redirectTo: path })).redirectTo, path).toBe("Redirect to must lead to another page: /ui-ux-design is this service's own address.");
    expect((await refused({ visibility: 'hidden-404', title: '' })).title).toBe('Title is required.');
    // A redirect must land on a page that is there: not an address nothing answers, nor an unpublished post.
    for (const path of ['/no-such-page', '/blog/no-such-post', '/servics', '/a/b'])
      expect((await refused({ visibility: 'hidden-redirect', redirectTo: path })).redirectTo, path).toBe(`Redirect to: ${path} is not a page of the site (nothing is published there), so visitors would land on "Page not found". Give the path of a page that is live, for example /services.`);
    expect((await serviceRow('ui-ux-design')).row.revision).toBe(1); // nothing was saved
    const post = (await repo.publishedRows(db.kysely, 'posts'))[0];
    const study = (await repo.publishedRows(db.kysely, 'case-studies'))[0];
    for (const path of ['/services', '/get-quote?service=design', '/privacy-policy', `/blog/${post.published_slug}`, `/${study.published_slug}`, '/product-branding'])
      expect((await refused({ visibility: 'hidden-redirect', redirectTo: path })).redirectTo, path).toBeUndefined();
  });

  it('takes a hidden service out of every list, and answers its address with 404 or the redirect staff chose', async (context) => {
    if (!db) context.skip();
    expect((await save('product-branding', { visibility: 'hidden-404' })).kind).toBe('saved');
    const shown = await shownServices();
    expect(shown.map((service) => service.slug)).not.toContain('product-branding');
    expect(shown.map((service) => service.number)).toEqual(['01', '02', '03', '04', '05', '06', '07']); // renumbered as shown
    expect((await servicesPageContent()).lead).toMatch(/^Seven ways /); // the page's words count the services shown
    expect(shown.map((service) => service.home.href)).not.toContain('/product-branding');
    expect(await hiddenServicePaths()).toEqual(new Set(['/product-branding']));
    expect(staticDocuments(await studioContent()).map((doc) => doc.url)).not.toContain('/product-branding');
    expect(parseQuotePrefill({ service: 'product-branding' }, [], shown)).toEqual({});
    expect(await serviceRoute('product-branding')).toEqual({ kind: 'missing' });

    expect((await save('product-branding', { visibility: 'hidden-redirect', redirectTo: '/services' })).kind).toBe('saved');
    expect(await serviceRoute('product-branding')).toEqual({ kind: 'redirect', to: '/services' });
    // Through another hidden service that redirects: straight to where it ends; a loop is a 404.
    expect((await save('ui-ux-design', { visibility: 'hidden-redirect', redirectTo: '/product-branding' })).kind).toBe('saved');
    expect(await serviceRoute('ui-ux-design')).toEqual({ kind: 'redirect', to: '/services' });
    expect((await save('product-branding', { visibility: 'hidden-redirect', redirectTo: '/ui-ux-design' })).kind).toBe('saved');
    expect(await serviceRoute('product-branding')).toEqual({ kind: 'missing' });

    for (const slug of ['product-branding', 'ui-ux-design']) expect((await save(slug, { visibility: 'shown', redirectTo: '' })).kind).toBe('saved');
    expect(await shownServices()).toEqual(seedServices());
    expect((await serviceRoute('product-branding')).kind).toBe('page');
  });

  it('shows the industries staff publish, in their order, and none at all without breaking', async (context) => {
    if (!db) context.skip();
    const rows = await repo.publishedRows(db.kysely, 'industries');
    const first = rows[0];
    const edited = await studio.saveDraft(db.kysely, { collection: 'industries', id: first.id, revision: first.revision, slug: first.slug, fields: { ...JSON.parse(first.draft), text: 'Listings that sell.' }, actor: me, now: later(2000), publish: true });
    expect(edited).toMatchObject({ kind: 'saved', published: { kind: 'published' } });
    expect((await publishedIndustries())[0]).toMatchObject({ slug: 'real-estate', text: 'Listings that sell.' });
    // A new one needs its image to go live.
    const added = await studio.saveDraft(db.kysely, { collection: 'industries', slug: '', fields: { title: 'Public Sector', text: 'Services citizens can use.' }, actor: me, now: later(3000), publish: true });
    expect(added).toMatchObject({ kind: 'saved', published: { kind: 'refused', problems: ['Image: an industry needs one before it can be published (its card shows it).'] } });
    expect((await publishedIndustries()).map((industry) => industry.slug)).not.toContain('public-sector');
    // Every problem of a publish at once: a field the save refuses and the image the publish needs, in one answer.
    const both = await studio.saveDraft(db.kysely, { collection: 'industries', slug: '', fields: { title: 'Civic Tech', text: '' }, actor: me, now: later(3500), publish: true });
    expect(both).toMatchObject({ kind: 'invalid', errors: { text: expect.stringContaining('Text'), image: 'Image: an industry needs one before it can be published (its card shows it).' } });
    const scheduled = await studio.saveDraft(db.kysely, { collection: 'industries', slug: '', fields: { title: 'Civic Tech', text: '' }, actor: me, now: later(3500), goingLive: true });
    expect(scheduled).toMatchObject({ kind: 'invalid', errors: { image: expect.stringContaining('Image') } });
    const draft = await studio.saveDraft(db.kysely, { collection: 'industries', slug: '', fields: { title: 'Civic Tech', text: '' }, actor: me, now: later(3500) });
    expect(draft).toMatchObject({ kind: 'invalid' }); // a draft may go without its image
    expect(Object.keys((draft as { errors: object }).errors)).toEqual(['text']);
    // All taken off the site: an empty list, not an error.
    for (const row of await repo.publishedRows(db.kysely, 'industries')) await studio.unpublish(db.kysely, row.id, me, later(4000));
    expect(await publishedIndustries()).toEqual([]);
    expect(staticDocuments(await studioContent()).filter((doc) => doc.kind === 'industry')).toEqual([]);
  });
});
