// The site's own pages in the studio ('pages'): the seed is today's modules, and the mapper from an item's fields to
// the props the templates draw gives back exactly what the modules say; each page's fields are checked by its own
// schema, with messages that name the field.
import { describe, expect, it } from 'vitest';
import { aboutPage } from '@/content/about';
import { careerPage } from '@/content/careers';
import { contactPage, quotePage } from '@/content/contact';
import { blogPage } from '@/content/blog-page';
import { workPage } from '@/content/case-studies';
import { faqsPage } from '@/content/faqs-page';
import { industriesPage } from '@/content/industries-page';
import { searchPage } from '@/content/search-page';
import { servicesPage } from '@/content/services';
import { home, homeSeo } from '@/content/home';
import { lifePage } from '@/content/life';
import { processTracks } from '@/content/process';
import { technologyGroups } from '@/content/technologies';
import { PAGE_FIELDS, PAGE_SCHEMAS, PAGE_SLUGS, SCHEMAS, schemaFor, specFor, SPECS, type FieldSpec, type Fields, type PageFields } from '@/lib/content/collections';
import { fromFormValues, toFormValues } from '@/lib/content/form-values';
import { seedItems } from '@/server/content/seed';
import { toAboutPage, toBlogPage, toCareersPage, toContactPage, toFaqsPage, toHomePage, toIndustriesPage, toLifePage, toQuotePage, toFacts, toSearchPage, toServicesPage, toWorkPage } from '@/server/content/public';

const seeded = <P extends (typeof PAGE_SLUGS)[number]>(slug: P) => seedItems().find((item) => item.collection === 'pages' && item.slug === slug)!.fields as PageFields<P>;
/** A module as plain data (its `as const` tuples as arrays), as the mapper builds it. */
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the pages collection', () => {
  it('seeds the twelve pages, in the order the studio lists them', () => {
    expect(seedItems().filter((item) => item.collection === 'pages').map((item) => [item.slug, (item.fields as { title: string }).title])).toEqual([
      ['home', 'Home'], ['about', 'About'], ['careers', 'Careers'], ['life', 'Life'], ['contact', 'Contact'],
      ['services', 'Services'], ['industries', 'Industries'], ['work', 'Work'], ['blog', 'Blog'], ['faqs', 'FAQs'], ['quote', 'Get a quote'], ['search', 'Search'],
    ]);
    expect(SPECS.pages).toMatchObject({ fixed: true, label: 'Pages' });
    expect(SPECS.pages.access).toBeUndefined(); // editors change the pages
  });

  it('maps the seeded home page back to exactly today\'s modules', () => {
    expect(toHomePage(seeded('home'))).toEqual(plain({ ...home, process: { ...home.process, tracks: processTracks }, technologies: { ...home.technologies, groups: technologyGroups }, seo: homeSeo }));
  });

  it('maps the seeded about, careers, life and contact pages back to exactly today\'s modules', () => {
    expect(toAboutPage(seeded('about'))).toEqual(plain(aboutPage));
    expect(toCareersPage(seeded('careers'))).toEqual(plain(careerPage));
    expect(toLifePage(seeded('life'))).toEqual(plain(lifePage));
    const { seo, eyebrow, title, lead, blockTitle } = contactPage;
    expect(toContactPage(seeded('contact'))).toEqual(plain({ eyebrow, title, lead, blockTitle, seo }));
  });

  it('shows the company\'s careers mailbox in the Reach Out text, from the {email.hr} the seed writes, after the fact changes', () => {
    const fields = seeded('careers');
    expect(fields.reachOutText).toContain('{email.hr}');
    expect(fields.reachOutText).not.toContain(careerPage.reachOut.email);
    const company = seedItems().find((item) => item.collection === 'company')!.fields as Fields<'company'>;
    const facts = toFacts({ ...company, emailHr: 'talent@new-mailbox.example' });
    const { reachOut } = toCareersPage(fields, facts);
    expect(reachOut).toEqual({ title: careerPage.reachOut.title, text: careerPage.reachOut.text.replace(careerPage.reachOut.email, 'talent@new-mailbox.example'), email: 'talent@new-mailbox.example' });
    // a text seeded before the token (the seed's mailbox written out) shows the current mailbox too
    expect(toCareersPage({ ...fields, reachOutText: careerPage.reachOut.text }, facts).reachOut.text).toBe(reachOut.text);
    // and the other facts' tokens, as the legal texts have them
    expect(toCareersPage({ ...fields, reachOutText: 'Write to {email.hr} or call {phone} at {brand}; {email.unknown} stays.' }, facts).reachOut.text).toBe(`Write to talent@new-mailbox.example or call ${facts.phone.display} at ${facts.brand}; {email.unknown} stays.`);
  });

  it('maps the seeded list pages back to exactly today\'s modules: their banners, the FAQs page\'s closing line, their SEO', () => {
    const banner = ({ eyebrow, title, lead, seo }: { eyebrow: string; title: string; lead: string; seo: object }) => plain({ eyebrow, title, lead, seo });
    expect(toServicesPage(seeded('services'), 8)).toEqual(plain({ ...servicesPage, lead: servicesPage.lead.replace('{services.count}', 'Eight') }));
    // the count in its words follows the services shown
    expect(toServicesPage(seeded('services'), 7).lead).toMatch(/^Seven ways /);
    expect(toIndustriesPage(seeded('industries'))).toEqual(plain(industriesPage));
    expect(toWorkPage(seeded('work'))).toEqual(plain(workPage));
    expect(toBlogPage(seeded('blog'))).toEqual({ ...banner(blogPage), feed: blogPage.feed }); // and the RSS feed's channel
    expect(toFaqsPage(seeded('faqs'))).toEqual(plain(faqsPage));
    expect(toQuotePage(seeded('quote'))).toEqual(plain(quotePage));
    expect(toSearchPage(seeded('search'))).toEqual({
      ...banner(searchPage),
      form: { label: searchPage.label, placeholder: searchPage.placeholder, submit: searchPage.submit },
      tips: { heading: searchPage.tipsTitle, items: [...searchPage.tips] },
      noResults: { text: searchPage.noResults, links: searchPage.browse },
    });
    expect(toSearchPage(seeded('search')).seo).not.toHaveProperty('image'); // as today: no Open Graph image
  });

  it('maps what staff changed on a list page: its banner, its SEO title, no Open Graph image; the link stays the code\'s', () => {
    const page = toFaqsPage({ ...seeded('faqs'), heroTitle: 'Questions, answered', ctaLabel: 'Write to us', seoTitle: 'Questions', ogImage: undefined });
    expect(page.title).toBe('Questions, answered');
    expect(page.cta).toEqual({ text: faqsPage.cta.text, label: 'Write to us', href: '/contact-us' });
    expect(page.seo).toEqual({ title: 'Questions', description: faqsPage.seo.description, path: '/faqs' });
    const refused = schemaFor('pages', 'faqs').safeParse({ ...seeded('faqs'), heroTitle: ' ', seoTitle: 'x'.repeat(71) });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({ heroTitle: 'Hero title is required.', seoTitle: 'SEO title must be at most 70 characters.' });
  });

  it('maps what staff changed: the headline, a counter, a tool without an icon, no Open Graph image', () => {
    const fields = { ...seeded('home'), heroLines: ['Fresh ideas,', 'for a', 'new year'], counters: seeded('home').counters.map((row, index) => (index === 0 ? { value: '40+', label: 'Team members' } : row)), cloud: [{ name: 'Fly.io', icon: '' }], ogImage: undefined };
    const page = toHomePage(fields);
    expect(page.hero.lines).toEqual(['Fresh ideas,', 'for a', 'new year']);
    expect(page.counters[0]).toEqual({ value: '40+', label: 'Team members' });
    expect(page.technologies.groups[3]).toEqual({ id: 'cloud', label: 'Cloud', items: [{ name: 'Fly.io' }] });
    expect(page.seo).toEqual({ title: 'Home', description: homeSeo.description, path: '/' });
    expect(page.hero.cta).toEqual(home.hero.cta); // the links stay the code's
  });

  it('draws and reads back each page\'s own fields through the editor\'s form', () => {
    for (const slug of PAGE_SLUGS) {
      const spec = specFor('pages', slug);
      expect(spec.fields).toBe(PAGE_FIELDS[slug]);
      const fields = seeded(slug);
      const back = schemaFor('pages', slug).parse(fromFormValues(spec, toFormValues(spec, fields)));
      expect(back, slug).toEqual(fields);
    }
    // every field a page's schema has (but its fixed name) is drawn, and nothing else
    for (const slug of PAGE_SLUGS) expect(PAGE_FIELDS[slug].map((field) => field.name).sort(), slug).toEqual(Object.keys(PAGE_SCHEMAS[slug].shape).filter((name) => name !== 'title').sort());
    // a name two pages share is the same field (the collection's spec lists each once), but for what only its page
    // fills in (the services page's {services.count}) and the hint that says so
    const shape = ({ hint: _hint, placeholders: _placeholders, ...field }: FieldSpec) => field;
    const byName = new Map(SPECS.pages.fields.map((field) => [field.name, field]));
    for (const slug of PAGE_SLUGS) for (const field of PAGE_FIELDS[slug]) expect(shape(byName.get(field.name)!), `${slug}.${field.name}`).toEqual(shape(field));
  });

  it('refuses a counter list of three and an empty headline, naming the field (an icon is the studio\'s check: tech-icons.test.ts)', () => {
    const home = seeded('home');
    const result = schemaFor('pages', 'home').safeParse({ ...home, counters: home.counters.slice(0, 3), frontEnd: [{ name: 'React', icon: 'siNoSuchIcon' }], heroLines: [] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages.counters).toBe('Counters: the home page shows exactly four; give four, each with a value and a label.');
    expect(messages.frontEnd).toBeUndefined();
    expect(messages.heroLines).toBe('Headline is required.');
    // the page's name is fixed whatever a form sends
    expect((schemaFor('pages', 'home').parse({ ...home, title: 'Something else' }) as { title: string }).title).toBe('Home');
  });

  it('never reads one page\'s fields as another\'s where the page is not known', () => {
    for (const slug of PAGE_SLUGS) expect(SCHEMAS.pages.parse(seeded(slug)), slug).toEqual(seeded(slug));
  });
});
