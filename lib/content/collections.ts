import { z } from '@/lib/validation/zod';
import { PROJECT_TYPES } from '@/lib/validation/options';
import { POST_BODY_MAX_CHARS } from './limits.mts';
import { FLAG_CODES } from '@/lib/flag-codes.mts';
import { SERVICES_COUNT } from './counts';
import { lifePath } from '@/content/site';
import { blogPage } from '@/content/blog-page';
import { careerPage } from '@/content/careers';
import { searchPage } from '@/content/search-page';

// The content studio's collections: what staff edit in /admin/content and the public pages read from the
// database. Each collection is a zod schema for an item's fields plus the editor's description of them; the
// schema is the one check, for a save from the admin, for the seed, and for what is read back.

export const COLLECTIONS = ['posts', 'case-studies', 'testimonials', 'faqs', 'team', 'pages', 'services', 'industries', 'company', 'legal'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export const isCollection = (value: string): value is CollectionName => (COLLECTIONS as readonly string[]).includes(value);

const trimmed = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');
/**
 * A list of small records (counters, steps, tools): each row's columns as text, at most `maxItems` rows. The editor
 * draws a row's inputs by the field's `columns`; a message names the row and the column.
 */
export const rowsOf = <Shape extends z.ZodRawShape>(label: string, maxItems: number, shape: Shape) =>
  z.array(z.object(shape)).max(maxItems, `${label}: at most ${maxItems} rows.`).default([]);

const lines = (label: string, maxItems: number) => z.array(trimmed(label, 2_000)).max(maxItems, `${label}: at most ${maxItems} entries.`).default([]);

/** An image as the site draws it: a file under /public (the seed's) or one from the media library (`mediaId`). */
export const imageSchema = z.object({
  // One leading slash: `//host/x` (and `/\host/x`, which browsers read the same) is another site's address.
  src: z.string().regex(/^\/(?![/\\])[\w\-./]+$/, 'An image is a path on this site: it starts with a single / and holds no spaces.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(300),
  mediaId: z.string().optional(),
  /** a library image marked decorative: its empty alt text is deliberate */
  decorative: z.boolean().optional(),
  /** a library image's focal point (0..1 from the left and the top): what a frame of another shape keeps */
  focus: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** SEO fields every collection with a page has: empty means "use the title and summary". */
const seo = {
  seoTitle: optional('SEO title', 70),
  seoDescription: optional('SEO description', 200),
  ogImage: imageSchema.optional(),
};

export const postSchema = z.object({
  title: trimmed('Title', 140),
  summary: optional('Summary', 300),
  // Markdown keeps its own whitespace (a trailing newline, an indented code block): checked for content, not trimmed.
  body: z.string().max(POST_BODY_MAX_CHARS, `Body must be at most ${POST_BODY_MAX_CHARS} characters.`).refine((text) => text.trim().length > 0, 'Body is required.'),
  date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date (YYYY-MM-DD).')]).default(''),
  author: optional('Author', 80),
  authorRole: optional('Author role', 80),
  tags: lines('Tags', 10),
  image: imageSchema.optional(),
  ...seo,
});

const projectTypes = PROJECT_TYPES.map((type) => type.value) as [string, ...string[]];

export const caseStudySchema = z.object({
  title: trimmed('Title', 80),
  headline: trimmed('Headline', 200),
  year: z.coerce.number().int('Year must be a whole number.').min(1990, 'Year must be 1990 or later.').max(2100, 'Year must be 2100 or earlier.'),
  tags: lines('Tags', 10),
  projectType: z.enum(projectTypes, { error: 'Choose a project type.' }),
  projectTypeOther: optional('Other project type', 80),
  cover: imageSchema.optional(),
  images: z.array(imageSchema).max(12).default([]),
  client: lines('About the client', 10),
  talent: lines('Talent delivered', 20),
  discovery: lines('Discovery', 10),
  challenge: lines('The challenge', 10),
  approach: lines('Our approach', 10),
  solutions: lines('The solutions', 10),
  results: lines('The impact', 10),
  ...seo,
});

export const testimonialSchema = z.object({
  title: trimmed('Company', 80),
  role: trimmed('Role', 120),
  paragraph: trimmed('Quote', 1_000),
});

export const faqSchema = z.object({
  title: trimmed('Question', 200),
  content: trimmed('Answer', 2_000),
});

export const teamSchema = z.object({
  title: trimmed('Name', 60),
  position: trimmed('Position', 80),
  image: imageSchema.optional(),
});

// The site's own pages (home, about, careers, life, contact, and the list pages: services, industries, work, blog,
// FAQs, the quote form, search): one fixed item each, each with fields of its own (PAGE_SCHEMAS by slug; schemaFor
// picks one). Their links and calls to action stay in code: staff change the words and images, not the layout.
// content/pages.ts has the shapes the templates draw.
/** The list pages: a banner and SEO each, their studio names (fixed). */
const LIST_PAGES = { services: 'Services', industries: 'Industries', work: 'Work', blog: 'Blog', faqs: 'FAQs', quote: 'Get a quote', search: 'Search' } as const;
type ListPageSlug = keyof typeof LIST_PAGES;
const LIST_PAGE_SLUGS = Object.keys(LIST_PAGES) as ListPageSlug[] as ['services', 'industries', 'work', 'blog', 'faqs', 'quote', 'search'];
export const PAGE_SLUGS = ['home', 'about', 'careers', 'life', 'contact', ...LIST_PAGE_SLUGS] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const isPageSlug = (value: string): value is PageSlug => (PAGE_SLUGS as readonly string[]).includes(value);

/** The page's name in the studio's list: fixed, so whatever a form sends it stays the same. */
const pageName = <N extends string>(name: N) => z.literal(name).catch(name);
const text = (label: string) => trimmed(label, 1_000);
const heading = (label: string) => trimmed(label, 200);
const paragraphsOf = (label: string) => z.array(trimmed(label, 2_000)).min(1, `${label}: write at least one paragraph.`).max(10, `${label}: at most 10 paragraphs.`);
const requiredImage = (label: string) => z.object(imageSchema.shape, { error: (issue) => (issue.input === undefined ? `${label}: choose an image.` : undefined) });
const pageSeo = { seoTitle: trimmed('SEO title', 70), seoDescription: trimmed('SEO description', 200), ogImage: imageSchema.optional() };
/** A list page's banner (its eyebrow, its one h1 and the lead under it) and its SEO fields. */
const bannerPage = <N extends string>(name: N) =>
  z.object({ title: pageName(name), heroEyebrow: trimmed('Hero eyebrow', 60), heroTitle: heading('Hero title'), heroLead: text('Hero introduction'), ...pageSeo });
const steps = (label: string) => rowsOf(label, 12, { title: trimmed('Title', 80), text: trimmed('Text', 500) }).refine((rows) => rows.length > 0, `${label}: give at least one step.`);
const tools = (label: string) =>
  rowsOf(label, 16, {
    name: trimmed('Name', 40),
    // a simple-icons name or empty: checked on the server by the studio (server/content/icon-checks.ts, column kind 'icon')
    icon: optional('Icon', 60),
  }).refine((rows) => rows.length > 0, `${label}: give at least one technology.`);
/**
 * A page's field added after installs were seeded (the RSS feed's words, the search form's, the job page's banner):
 * an item stored without it reads as the seed's words, so the site looks as before until staff change them. A
 * form always sends it, so what staff empty is checked as any other field.
 */
const since = <T extends z.ZodType>(schema: T, seed: z.output<T>) => schema.default(seed as never);
/** A path on this site: one leading slash (`//host` and `/\host` are another site), no spaces or backslashes. */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** A link's address on this site (SITE_PATH). */
const sitePath = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`)
    .regex(SITE_PATH, `${label} must be a path on this site: it starts with a single /, e.g. /services.`);
const titledRows = (label: string) => rowsOf(label, 16, { title: trimmed('Title', 80), text: trimmed('Text', 500) }).refine((rows) => rows.length > 0, `${label}: give at least one.`);

export const PAGE_SCHEMAS = {
  home: z.object({
    title: pageName('Home'),
    heroLines: z.array(trimmed('Headline', 40)).min(1, 'Headline is required.').max(4, 'Headline: at most 4 lines.'),
    heroLead: text('Hero introduction'),
    talentHeading: heading('Talent heading'),
    talentText: text('Talent text'),
    aboutEyebrow: trimmed('About eyebrow', 60),
    aboutHeading: heading('About heading'),
    aboutText: text('About text'),
    counters: rowsOf('Counters', 4, { value: trimmed('Value', 12), label: trimmed('Label', 40) }).refine((rows) => rows.length === 4, 'Counters: the home page shows exactly four; give four, each with a value and a label.'),
    processHeading: heading('Process heading'),
    processText: text('Process text'),
    deliverySteps: steps('Project Delivery steps'),
    talentSteps: steps('Talent Integration steps'),
    techHeading: heading('Technologies heading'),
    techText: text('Technologies text'),
    frontEnd: tools('Front-end technologies'),
    backEnd: tools('Back-end technologies'),
    mobile: tools('Mobile technologies'),
    cloud: tools('Cloud technologies'),
    videoHeading: heading('Video heading'),
    videoCaption: text('Video caption'),
    industriesHeading: heading('Industries heading'),
    industriesText: text('Industries text'),
    testimonialsHeading: heading('Testimonials heading'),
    testimonialsText: text('Testimonials text'),
    faqHeading: heading('FAQ heading'),
    coreServicesEyebrow: trimmed('Core services eyebrow', 60),
    coreServicesHeading: heading('Core services heading'),
    ...pageSeo,
  }),
  about: z.object({
    title: pageName('About'),
    heroEyebrow: trimmed('Hero eyebrow', 60),
    heroTitle: heading('Hero title'),
    heroLead: text('Hero introduction'),
    approachHeading: heading('Approach heading'),
    approachText: paragraphsOf('Approach text'),
    approachImage: requiredImage('Approach image'),
    nameHeading: heading('Name heading'),
    nameText: paragraphsOf('Name text'),
    nameImage: requiredImage('Name image'),
    missionHeading: heading('Mission heading'),
    missionText: paragraphsOf('Mission text'),
    missionImage: requiredImage('Mission image'),
    talentHeading: heading('Talent heading'),
    talentText: text('Talent text'),
    ...pageSeo,
  }),
  careers: z.object({
    title: pageName('Careers'),
    heroEyebrow: trimmed('Hero eyebrow', 60),
    heroTitle: heading('Hero title'),
    heroLead: text('Hero introduction'),
    listHeading: heading('Open roles heading'),
    emptyText: text('Text when no role is open'),
    unavailableText: text('Text when the roles cannot be loaded'),
    reachOutHeading: heading('Reach Out heading'),
    reachOutText: text('Reach Out text'),
    detailsEyebrow: since(trimmed('Job page eyebrow', 60), careerPage.details.eyebrow),
    detailsTitle: since(heading('Job page title'), careerPage.details.title),
    ...pageSeo,
  }),
  life: z.object({
    title: pageName('Life'),
    heroEyebrow: trimmed('Hero eyebrow', 60),
    heroTitle: heading('Hero title'),
    heroLead: text('Hero introduction'),
    heroImage: requiredImage('Hero image'),
    cultureHeading: heading('Culture heading'),
    cultureText: paragraphsOf('Culture text'),
    cultureImages: z.array(imageSchema).max(4, 'Culture images: at most 4.').default([]),
    valuesHeading: heading('Values heading'),
    values: titledRows('Values'),
    perksHeading: heading('Perks heading'),
    perks: titledRows('Perks'),
    joinHeading: heading('Join us heading'),
    joinText: text('Join us text'),
    ...pageSeo,
  }),
  contact: z.object({
    title: pageName('Contact'),
    heroEyebrow: trimmed('Hero eyebrow', 60),
    heroTitle: heading('Hero title'),
    heroLead: text('Hero introduction'),
    blockHeading: heading('Contact details heading'),
    ...pageSeo,
  }),
  // the list pages (issue 35): their banners' words and their SEO
  services: bannerPage(LIST_PAGES.services),
  industries: bannerPage(LIST_PAGES.industries),
  work: bannerPage(LIST_PAGES.work),
  blog: bannerPage(LIST_PAGES.blog).extend({
    feedTitle: since(trimmed('RSS feed title', 100), blogPage.feed.title),
    feedDescription: since(trimmed('RSS feed description', 500), blogPage.feed.description),
  }),
  faqs: bannerPage(LIST_PAGES.faqs).extend({ ctaText: text('Closing line'), ctaLabel: trimmed('Closing link text', 40) }),
  quote: bannerPage(LIST_PAGES.quote),
  search: bannerPage(LIST_PAGES.search).extend({
    searchLabel: since(trimmed('Search box label', 60), searchPage.label),
    searchPlaceholder: since(optional('Search box placeholder', 80), searchPage.placeholder),
    searchButton: since(trimmed('Search button text', 30), searchPage.submit),
    tipsHeading: since(heading('Suggested searches heading'), searchPage.tipsTitle),
    tips: since(
      z.array(trimmed('Suggested searches', 60)).min(1, 'Suggested searches: give at least one, one per line.').max(10, 'Suggested searches: at most 10.'),
      [...searchPage.tips],
    ),
    noResultsText: since(text('Text when nothing is found'), searchPage.noResults),
    browse: since(
      rowsOf('Pages to browse', 8, { label: trimmed('Label', 40), href: sitePath('Address') }).refine((rows) => rows.length > 0, 'Pages to browse: give at least one.'),
      searchPage.browse.map(({ label, href }) => ({ label, href })),
    ),
  }),
} as const;
export type PageFields<P extends PageSlug> = z.infer<(typeof PAGE_SCHEMAS)[P]>;
/**
 * Any page's fields, for what does not know the item (the studio checks an item by its slug: schemaFor). Strict, so
 * one page's fields are never read as another's with its own dropped.
 */
const pagesSchema = z.union([
  PAGE_SCHEMAS.home.strict(), PAGE_SCHEMAS.about.strict(), PAGE_SCHEMAS.careers.strict(), PAGE_SCHEMAS.life.strict(), PAGE_SCHEMAS.contact.strict(),
  // the list pages share their fields: their name (exactly, not "whatever is sent") tells them apart
  ...LIST_PAGE_SLUGS.map((slug) => PAGE_SCHEMAS[slug].extend({ title: z.literal(LIST_PAGES[slug]) }).strict()),
] as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]);

// ---- Services and industries (issue 35) ----

/** A service's visibility: shown, or hidden with its address answering 404 or redirecting where staff choose. */
export const SERVICE_VISIBILITY = [
  { value: 'shown', label: 'Shown' },
  { value: 'hidden-404', label: 'Hidden (404)' },
  { value: 'hidden-redirect', label: 'Hidden (redirect)' },
] as const;

export const serviceSchema = z
  .object({
    title: trimmed('Title', 80),
    summary: trimmed('Summary', 300),
    eyebrow: trimmed('Eyebrow', 80),
    tagline: trimmed('Tagline', 140),
    heroText: trimmed('Hero text', 600),
    heroImage: imageSchema.optional(),
    quote: trimmed('Intro quote', 600),
    stackHeading: trimmed('Tech stack heading', 80),
    stack: rowsOf('Tech stack tools', 30, { name: trimmed('Tool name', 60), icon: optional('Icon', 60) }),
    moreSkillsText: trimmed('"Looking For More Skills?" text', 600),
    moreSkills: lines('"Looking For More Skills?" list', 20),
    samples: z.array(imageSchema).max(12).default([]),
    why: rowsOf('"Why Choose us?" points', 8, { title: trimmed('Point title', 120), text: trimmed('Point text', 600) }),
    projectType: z.enum(projectTypes, { error: 'Choose a project type.' }),
    projectTypeOther: optional('Other project type', 80),
    homeTitle: optional('Home page title', 80),
    homeText: optional('Home page text', 600),
    visibility: z.enum(['shown', 'hidden-404', 'hidden-redirect'], { error: 'Choose whether the service is shown.' }).default('shown'),
    redirectTo: optional('Redirect to', 200),
    ...seo,
  })
  .superRefine((fields, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', path: ['redirectTo'], message });
    if (fields.redirectTo && !SITE_PATH.test(fields.redirectTo)) problem('Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.');
    else if (fields.visibility === 'hidden-redirect' && !fields.redirectTo) problem('Redirect to is required when the service is hidden with a redirect: give a path on this site, for example /services.');
  });

export const industrySchema = z.object({
  title: trimmed('Title', 80),
  text: trimmed('Text', 600),
  image: imageSchema.optional(),
});

// ---- Company facts and legal texts (owner only; fixed items: 'company', and the five legal pages) ----

/** Every ISO 3166-1 country, each with its flag (public/media/flags/<code>.svg): an address's country code is one of them. */
export { FLAG_CODES };

/** A dialled number: "+", then 8 to 15 digits (E.164); `optional`: or empty. */
const dialled = (label: string, { optional = false } = {}) =>
  z
    .string()
    .trim()
    .refine((tel) => (optional && tel === '') || /^\+\d{8,15}$/.test(tel), `${label} is "+" and then 8 to 15 digits, without spaces, e.g. +15550100199${optional ? ', or empty' : ''}.`);

const emailOf = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .pipe(z.email(`${label} must be an e-mail address, e.g. hello@example.com.`));

export const companySchema = z.object({
  title: trimmed('Brand name', 60),
  phoneDisplay: trimmed('Phone (display)', 40),
  phoneTel: dialled('Phone (dialled)'),
  emailHello: emailOf('General e-mail'),
  emailHr: emailOf('Careers e-mail'),
  emailPrivacy: emailOf('Privacy e-mail'),
  addresses: rowsOf('Addresses', 6, {
    country: trimmed('Country', 60),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Country code is two letters, e.g. US.')
      .refine((code) => FLAG_CODES.includes(code), 'Country code: not a country’s two-letter ISO code. Use e.g. US, IN, GB (the United Kingdom, not UK) or DE.'),
    lines: trimmed('Lines', 400).refine((text) => text.split(/\r?\n/).filter((line) => line.trim()).length <= 6, 'Lines: at most 6 lines.'),
    // The office's own number, for its structured data; empty: it is given none (never the company's in its place).
    phone: dialled('Phone (dialled)', { optional: true }).default(''),
  }).refine((rows) => rows.length > 0, 'Give at least one address.'),
  social: rowsOf('Social links', 8, {
    label: trimmed('Label', 40),
    href: z
      .string()
      .trim()
      .max(500, 'Address must be at most 500 characters.')
      .refine((href) => /^https:\/\/[^\s/?#]+\.[^\s]*$/.test(href) && URL.canParse(href), 'Address must be an https:// address, e.g. https://www.linkedin.com/company/example.'),
  }),
});

export const legalSchema = z.object({
  title: trimmed('Title', 120),
  description: trimmed('Description', 300),
  effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Effective date is required (YYYY-MM-DD).'),
  // Markdown keeps its own whitespace: checked for content, not trimmed (as a post's body).
  body: z.string().max(POST_BODY_MAX_CHARS, `Body must be at most ${POST_BODY_MAX_CHARS} characters.`).refine((text) => text.trim().length > 0, 'Body is required.'),
});

export const SCHEMAS = {
  posts: postSchema,
  'case-studies': caseStudySchema,
  testimonials: testimonialSchema,
  faqs: faqSchema,
  team: teamSchema,
  pages: pagesSchema,
  services: serviceSchema,
  industries: industrySchema,
  company: companySchema,
  legal: legalSchema,
} as const;

export type Fields<C extends CollectionName = CollectionName> = z.infer<(typeof SCHEMAS)[C]>;
export type PostFields = Fields<'posts'>;
export type CaseStudyFields = Fields<'case-studies'>;

/** How the editor draws a field, and how its form value is read back (server/content/form.ts). */
export type FieldKind = 'text' | 'textarea' | 'markdown' | 'lines' | 'paragraphs' | 'number' | 'date' | 'select' | 'image' | 'images' | 'rows';

/**
 * One column of a 'rows' field: a short text, a longer one, or a tool's icon (a short text the studio checks is a
 * simple-icons name the site can draw: server/content/icon-checks.ts).
 */
export interface ColumnSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'icon';
  /** a cell a row may leave empty (a tool's icon); every other cell of a row in use is required */
  optional?: boolean;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  required?: boolean;
  options?: readonly { value: string; label: string }[];
  /** a 'rows' field's columns */
  columns?: readonly ColumnSpec[];
  /**
   * the `{…}` placeholders the page fills in this text, checked on save (an unknown one is refused): 'facts', the
   * company facts' (lib/company-facts.ts knownTokens: one per office too), 'legal' those and the analytics
   * setting's, or a list of its own
   */
  placeholders?: 'facts' | 'legal' | readonly string[];
}

export interface CollectionSpec {
  name: CollectionName;
  /** The list's heading, e.g. 'Blog posts'. */
  label: string;
  /** One item, e.g. 'blog post'. */
  singular: string;
  /** The public address of a published item, or null when its items only appear inside other pages. */
  path: ((slug: string) => string) | null;
  /**
   * Items are shown in the order staff give them (else newest first), so the list offers to reorder them. Not the
   * fixed pages, legal texts and company facts: the site places each of them itself (services are fixed and ordered).
   */
  ordered: boolean;
  fields: FieldSpec[];
  /** 'owner': only the owner lists, opens and saves it (legal texts, the company's facts); default: both roles */
  access?: 'owner';
  /**
   * The items are the seed's, one per page or document the code routes to: staff change their words, but cannot
   * add one, delete one, take one off the site or change its slug.
   */
  fixed?: true;
  /**
   * Items whose fields differ (the site's pages): each item's fields by slug, drawn by the editor (specFor); `fields`
   * then holds every item's fields, for what only needs one by its name (labels, diffs, alt text checks).
   */
  items?: Readonly<Record<string, FieldSpec[]>>;
}

const seoFields: FieldSpec[] = [
  { name: 'seoTitle', label: 'SEO title', kind: 'text', hint: 'Optional: the title is used when empty.' },
  { name: 'seoDescription', label: 'SEO description', kind: 'textarea', hint: 'Optional: the summary is used when empty.' },
  { name: 'ogImage', label: 'Open Graph image', kind: 'image' },
];

// The pages' fields, as the editor draws them (PAGE_SCHEMAS above checks them).
const pageSeoFields: FieldSpec[] = [
  { name: 'seoTitle', label: 'SEO title', kind: 'text', required: true, hint: 'The browser tab and search results: “{SEO title} - {brand}”.' },
  { name: 'seoDescription', label: 'SEO description', kind: 'textarea', required: true },
  { name: 'ogImage', label: 'Open Graph image', kind: 'image', hint: 'What a link to the page shows (1200 × 630).' },
];
const heroFields: FieldSpec[] = [
  { name: 'heroEyebrow', label: 'Hero eyebrow', kind: 'text', required: true },
  { name: 'heroTitle', label: 'Hero title', kind: 'text', required: true },
  { name: 'heroLead', label: 'Hero introduction', kind: 'textarea', required: true },
];
const stepColumns: ColumnSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'text', label: 'Text', kind: 'textarea' },
];
const toolColumns: ColumnSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'icon', label: 'Icon', kind: 'icon', optional: true },
];
/** The hint of every list with a column of kind 'icon' (the message of a bad one: server/content/icon-checks.ts). */
const toolHint = 'Icon: a simple-icons name such as siReact or siDocker (simpleicons.org); empty shows the tool’s initials.';
const paragraphsHint = 'Paragraphs separated by a blank line.';

export const PAGE_FIELDS: Record<PageSlug, FieldSpec[]> = {
  home: [
    { name: 'heroLines', label: 'Headline', kind: 'lines', required: true, hint: 'One line each (three today), each drawn with its shape icon.' },
    { name: 'heroLead', label: 'Hero introduction', kind: 'textarea', required: true },
    { name: 'talentHeading', label: 'Talent heading', kind: 'text', required: true },
    { name: 'talentText', label: 'Talent text', kind: 'textarea', required: true },
    { name: 'aboutEyebrow', label: 'About eyebrow', kind: 'text', required: true },
    { name: 'aboutHeading', label: 'About heading', kind: 'text', required: true },
    { name: 'aboutText', label: 'About text', kind: 'textarea', required: true },
    { name: 'counters', label: 'Counters', kind: 'rows', required: true, hint: 'Exactly four.', columns: [{ name: 'value', label: 'Value', kind: 'text' }, { name: 'label', label: 'Label', kind: 'text' }] },
    { name: 'processHeading', label: 'Process heading', kind: 'text', required: true },
    { name: 'processText', label: 'Process text', kind: 'textarea', required: true },
    { name: 'deliverySteps', label: 'Project Delivery steps', kind: 'rows', required: true, columns: stepColumns },
    { name: 'talentSteps', label: 'Talent Integration steps', kind: 'rows', required: true, columns: stepColumns },
    { name: 'techHeading', label: 'Technologies heading', kind: 'text', required: true },
    { name: 'techText', label: 'Technologies text', kind: 'textarea', required: true },
    { name: 'frontEnd', label: 'Front-end technologies', kind: 'rows', required: true, hint: toolHint, columns: toolColumns },
    { name: 'backEnd', label: 'Back-end technologies', kind: 'rows', required: true, hint: toolHint, columns: toolColumns },
    { name: 'mobile', label: 'Mobile technologies', kind: 'rows', required: true, hint: toolHint, columns: toolColumns },
    { name: 'cloud', label: 'Cloud technologies', kind: 'rows', required: true, hint: toolHint, columns: toolColumns },
    { name: 'videoHeading', label: 'Video heading', kind: 'text', required: true },
    { name: 'videoCaption', label: 'Video caption', kind: 'textarea', required: true, hint: 'Also the video’s accessible name.' },
    { name: 'industriesHeading', label: 'Industries heading', kind: 'text', required: true },
    { name: 'industriesText', label: 'Industries text', kind: 'textarea', required: true },
    { name: 'testimonialsHeading', label: 'Testimonials heading', kind: 'text', required: true },
    { name: 'testimonialsText', label: 'Testimonials text', kind: 'textarea', required: true },
    { name: 'faqHeading', label: 'FAQ heading', kind: 'text', required: true },
    { name: 'coreServicesEyebrow', label: 'Core services eyebrow', kind: 'text', required: true },
    { name: 'coreServicesHeading', label: 'Core services heading', kind: 'text', required: true },
    ...pageSeoFields,
  ],
  about: [
    ...heroFields,
    { name: 'approachHeading', label: 'Approach heading', kind: 'text', required: true },
    { name: 'approachText', label: 'Approach text', kind: 'paragraphs', required: true, hint: paragraphsHint },
    { name: 'approachImage', label: 'Approach image', kind: 'image', required: true },
    { name: 'nameHeading', label: 'Name heading', kind: 'text', required: true },
    { name: 'nameText', label: 'Name text', kind: 'paragraphs', required: true, hint: paragraphsHint },
    { name: 'nameImage', label: 'Name image', kind: 'image', required: true },
    { name: 'missionHeading', label: 'Mission heading', kind: 'text', required: true },
    { name: 'missionText', label: 'Mission text', kind: 'paragraphs', required: true, hint: paragraphsHint },
    { name: 'missionImage', label: 'Mission image', kind: 'image', required: true },
    { name: 'talentHeading', label: 'Talent heading', kind: 'text', required: true },
    { name: 'talentText', label: 'Talent text', kind: 'textarea', required: true },
    ...pageSeoFields,
  ],
  careers: [
    ...heroFields,
    { name: 'listHeading', label: 'Open roles heading', kind: 'text', required: true },
    { name: 'emptyText', label: 'Text when no role is open', kind: 'textarea', required: true },
    { name: 'unavailableText', label: 'Text when the roles cannot be loaded', kind: 'textarea', required: true },
    { name: 'reachOutHeading', label: 'Reach Out heading', kind: 'text', required: true },
    { name: 'detailsEyebrow', label: 'Job page eyebrow', kind: 'text', required: true, hint: 'A job’s page (/career-details) when the open roles cannot be loaded: the small line above its title.' },
    { name: 'detailsTitle', label: 'Job page title', kind: 'text', required: true, hint: 'That page’s heading; “Text when the roles cannot be loaded” is shown under it.' },
    { name: 'reachOutText', label: 'Reach Out text', kind: 'textarea', required: true, placeholders: 'facts', hint: 'The careers e-mail address is shown under it (the company’s facts). {brand}, {email.hello}, {email.hr}, {email.privacy} and {phone} show the company’s facts: write {email.hr} for the careers mailbox.' },
    ...pageSeoFields,
  ],
  life: [
    ...heroFields,
    { name: 'heroImage', label: 'Hero image', kind: 'image', required: true },
    { name: 'cultureHeading', label: 'Culture heading', kind: 'text', required: true },
    { name: 'cultureText', label: 'Culture text', kind: 'paragraphs', required: true, hint: paragraphsHint },
    { name: 'cultureImages', label: 'Culture images', kind: 'images' },
    { name: 'valuesHeading', label: 'Values heading', kind: 'text', required: true },
    { name: 'values', label: 'Values', kind: 'rows', required: true, columns: stepColumns },
    { name: 'perksHeading', label: 'Perks heading', kind: 'text', required: true },
    { name: 'perks', label: 'Perks', kind: 'rows', required: true, columns: stepColumns },
    { name: 'joinHeading', label: 'Join us heading', kind: 'text', required: true },
    { name: 'joinText', label: 'Join us text', kind: 'textarea', required: true },
    ...pageSeoFields,
  ],
  contact: [...heroFields, { name: 'blockHeading', label: 'Contact details heading', kind: 'text', required: true }, ...pageSeoFields],
  // the list pages (issue 35): the banner at the top, and the SEO fields
  services: [...heroFields.map((field) => ({ ...field, placeholders: [SERVICES_COUNT], hint: `${SERVICES_COUNT} shows how many services are shown now, in words ("Seven"), so the text follows the list when one is hidden.` })), ...pageSeoFields],
  industries: [...heroFields, ...pageSeoFields],
  work: [...heroFields, ...pageSeoFields],
  blog: [
    ...heroFields,
    { name: 'feedTitle', label: 'RSS feed title', kind: 'text', required: true, hint: 'The feed’s name in a reader (/blog/rss.xml).' },
    { name: 'feedDescription', label: 'RSS feed description', kind: 'textarea', required: true, hint: 'The line a reader shows under the feed’s name.' },
    ...pageSeoFields,
  ],
  faqs: [
    ...heroFields,
    { name: 'ctaText', label: 'Closing line', kind: 'text', required: true, hint: 'Under the questions, before the link to the contact page.' },
    { name: 'ctaLabel', label: 'Closing link text', kind: 'text', required: true, hint: 'The link goes to the contact page.' },
    ...pageSeoFields,
  ],
  quote: [...heroFields, ...pageSeoFields],
  search: [
    ...heroFields,
    { name: 'searchLabel', label: 'Search box label', kind: 'text', required: true, hint: 'Above the search box on /search, and the name of the box the header’s search opens on every page.' },
    { name: 'searchPlaceholder', label: 'Search box placeholder', kind: 'text', hint: 'Optional: the example shown in the empty box, on /search and in the header’s search.' },
    { name: 'searchButton', label: 'Search button text', kind: 'text', required: true, hint: 'The button on /search, and the name screen readers give the header’s search button (a magnifier).' },
    { name: 'tipsHeading', label: 'Suggested searches heading', kind: 'text', required: true, hint: 'Shown before anything is searched, above the suggestions.' },
    { name: 'tips', label: 'Suggested searches', kind: 'lines', required: true, hint: 'One per line, at most 10: each links to its results.' },
    { name: 'noResultsText', label: 'Text when nothing is found', kind: 'textarea', required: true, hint: 'Under “No results for …” on /search, above the pages to browse.' },
    {
      name: 'browse',
      label: 'Pages to browse',
      kind: 'rows',
      required: true,
      hint: 'The links shown when nothing is found, in this order (at most 8). Address: a path on this site, e.g. /services.',
      columns: [
        { name: 'label', label: 'Label', kind: 'text' },
        { name: 'href', label: 'Address', kind: 'text' },
      ],
    },
    ...pageSeoFields,
  ],
};
/** Where each page is (the studio's "its address is"). */
const PAGE_PATHS: Record<PageSlug, string> = {
  home: '/', about: '/about-us', careers: '/career', life: lifePath, contact: '/contact-us',
  services: '/services', industries: '/industries', work: '/work', blog: '/blog', faqs: '/faqs', quote: '/get-quote', search: '/search',
};

export const SPECS: Record<CollectionName, CollectionSpec> = {
  posts: {
    name: 'posts',
    label: 'Blog posts',
    singular: 'blog post',
    path: (slug) => `/blog/${slug}`,
    ordered: false,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'summary', label: 'Summary', kind: 'textarea', hint: 'Optional: taken from the body when empty.' },
      { name: 'body', label: 'Body', kind: 'markdown', required: true, hint: 'Markdown.' },
      { name: 'date', label: 'Date', kind: 'date', hint: 'Optional: today when empty.' },
      { name: 'author', label: 'Author', kind: 'text' },
      { name: 'authorRole', label: 'Author role', kind: 'text' },
      { name: 'tags', label: 'Tags', kind: 'lines', hint: 'One per line.' },
      { name: 'image', label: 'Cover image', kind: 'image' },
      ...seoFields,
    ],
  },
  'case-studies': {
    name: 'case-studies',
    label: 'Case studies',
    singular: 'case study',
    path: (slug) => `/${slug}`,
    ordered: true,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true, hint: "The client's name." },
      { name: 'headline', label: 'Headline', kind: 'text', required: true },
      { name: 'year', label: 'Year', kind: 'number', required: true },
      { name: 'tags', label: 'Tags', kind: 'lines', hint: 'One per line.' },
      { name: 'projectType', label: 'Project type', kind: 'select', required: true, options: PROJECT_TYPES, hint: 'Fills in "Start a project like this".' },
      { name: 'projectTypeOther', label: 'Other project type', kind: 'text', hint: 'Only when the project type is Other.' },
      { name: 'cover', label: 'Cover image', kind: 'image' },
      { name: 'images', label: 'Gallery', kind: 'images' },
      { name: 'client', label: 'About the client', kind: 'paragraphs', hint: 'Paragraphs separated by a blank line.' },
      { name: 'talent', label: 'Talent delivered', kind: 'lines', hint: 'One role per line.' },
      { name: 'discovery', label: 'Discovery', kind: 'paragraphs' },
      { name: 'challenge', label: 'The challenge', kind: 'paragraphs' },
      { name: 'approach', label: 'Our approach', kind: 'paragraphs' },
      { name: 'solutions', label: 'The solutions', kind: 'paragraphs' },
      { name: 'results', label: 'The impact', kind: 'paragraphs' },
      ...seoFields,
    ],
  },
  testimonials: {
    name: 'testimonials',
    label: 'Testimonials',
    singular: 'testimonial',
    path: null,
    ordered: true,
    fields: [
      { name: 'title', label: 'Company', kind: 'text', required: true },
      { name: 'role', label: 'Role', kind: 'text', required: true },
      { name: 'paragraph', label: 'Quote', kind: 'textarea', required: true },
    ],
  },
  faqs: {
    name: 'faqs',
    label: 'FAQs',
    singular: 'FAQ',
    path: null,
    ordered: true,
    fields: [
      { name: 'title', label: 'Question', kind: 'text', required: true },
      { name: 'content', label: 'Answer', kind: 'textarea', required: true },
    ],
  },
  team: {
    name: 'team',
    label: 'Team',
    singular: 'team member',
    path: null,
    ordered: true,
    fields: [
      { name: 'title', label: 'Name', kind: 'text', required: true },
      { name: 'position', label: 'Position', kind: 'text', required: true },
      { name: 'image', label: 'Photo', kind: 'image' },
    ],
  },
  pages: {
    name: 'pages',
    label: 'Pages',
    singular: 'page',
    path: (slug) => (isPageSlug(slug) ? PAGE_PATHS[slug] : '/'),
    ordered: false,
    fixed: true,
    items: PAGE_FIELDS,
    // every page's fields once, by name (a name two pages share is the same field)
    fields: [...new Map(PAGE_SLUGS.flatMap((slug) => PAGE_FIELDS[slug]).map((field) => [field.name, field])).values()],
  },
  services: {
    name: 'services',
    label: 'Services',
    singular: 'service',
    path: (slug) => `/${slug}`,
    ordered: true,
    fixed: true,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true, hint: 'The service’s name: the /services card, the breadcrumb, the quote form.' },
      { name: 'summary', label: 'Summary', kind: 'textarea', required: true, hint: 'The card text on /services.' },
      { name: 'eyebrow', label: 'Eyebrow', kind: 'text', required: true, hint: 'The small line above the tagline.' },
      { name: 'tagline', label: 'Tagline', kind: 'text', required: true, hint: 'The page’s main heading.' },
      { name: 'heroText', label: 'Hero text', kind: 'textarea', required: true },
      { name: 'heroImage', label: 'Hero image', kind: 'image' },
      { name: 'quote', label: 'Intro quote', kind: 'textarea', required: true },
      { name: 'stackHeading', label: 'Tech stack heading', kind: 'text', required: true },
      {
        name: 'stack',
        label: 'Tech stack tools',
        kind: 'rows',
        hint: toolHint,
        columns: toolColumns,
      },
      { name: 'moreSkillsText', label: '"Looking For More Skills?" text', kind: 'textarea', required: true },
      { name: 'moreSkills', label: '"Looking For More Skills?" list', kind: 'lines', hint: 'One per line.' },
      { name: 'samples', label: 'Sample work', kind: 'images' },
      {
        name: 'why',
        label: '"Why Choose us?" points',
        kind: 'rows',
        hint: 'The block is left out when it has no points.',
        columns: [
          { name: 'title', label: 'Title', kind: 'text' },
          { name: 'text', label: 'Text', kind: 'textarea' },
        ],
      },
      { name: 'projectType', label: 'Project type', kind: 'select', required: true, options: PROJECT_TYPES, hint: 'Fills in "Start a project like this".' },
      { name: 'projectTypeOther', label: 'Other project type', kind: 'text', hint: 'Only when the project type is Other.' },
      { name: 'homeTitle', label: 'Home page title', kind: 'text', hint: 'The home page’s core services: optional, the title is used when empty.' },
      { name: 'homeText', label: 'Home page text', kind: 'textarea', hint: 'Optional: the summary is used when empty.' },
      { name: 'visibility', label: 'Visibility', kind: 'select', required: true, options: SERVICE_VISIBILITY, hint: 'Hidden: gone from every list; its address answers 404, or redirects to the path below.' },
      { name: 'redirectTo', label: 'Redirect to', kind: 'text', hint: 'A path on this site, e.g. /services: only when hidden with a redirect.' },
      ...seoFields,
    ],
  },
  industries: {
    name: 'industries',
    label: 'Industries',
    singular: 'industry',
    path: null,
    ordered: true,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'text', label: 'Text', kind: 'textarea', required: true },
      { name: 'image', label: 'Image', kind: 'image', hint: 'Required to publish, with its alt text.' },
    ],
  },
  company: {
    name: 'company',
    label: 'Company',
    singular: 'company facts',
    path: null,
    ordered: false,
    access: 'owner',
    fixed: true,
    fields: [
      { name: 'title', label: 'Brand name', kind: 'text', required: true, hint: 'The header, the footer, every page title, the e-mails and the structured data.' },
      { name: 'phoneDisplay', label: 'Phone (display)', kind: 'text', required: true, hint: 'As visitors read it, e.g. +1 (555) 010-0199.' },
      { name: 'phoneTel', label: 'Phone (dialled)', kind: 'text', required: true, hint: '"+" and the digits a phone dials, e.g. +15550100199.' },
      { name: 'emailHello', label: 'General e-mail', kind: 'text', required: true, hint: 'The contact page, the footer’s structured data and the e-mails (hello@).' },
      { name: 'emailHr', label: 'Careers e-mail', kind: 'text', required: true, hint: 'The careers pages and the applicants’ e-mails (hr@).' },
      { name: 'emailPrivacy', label: 'Privacy e-mail', kind: 'text', required: true, hint: 'The legal pages’ {email.privacy} and the privacy export (privacy@).' },
      {
        name: 'addresses',
        label: 'Addresses',
        kind: 'rows',
        hint: 'The footer’s offices, in this order, each with its country’s flag. Country code: the ISO two letters (US, IN, GB for the United Kingdom). Lines: the street, then "City, Region Postcode" (e.g. Raleigh, NC 27601), then the country; search engines read the city, region and postcode from that line. Phone (dialled): the office’s own number, e.g. +15550100199, or empty when it has none (the company phone is not given for it).',
        columns: [
          { name: 'country', label: 'Country', kind: 'text' },
          { name: 'countryCode', label: 'Country code', kind: 'text' },
          { name: 'lines', label: 'Lines', kind: 'textarea' },
          { name: 'phone', label: 'Phone (dialled)', kind: 'text', optional: true },
        ],
      },
      {
        name: 'social',
        label: 'Social links',
        kind: 'rows',
        hint: 'The footer and the contact page. Instagram and LinkedIn get their mark.',
        columns: [
          { name: 'label', label: 'Label', kind: 'text' },
          { name: 'href', label: 'Address', kind: 'text' },
        ],
      },
    ],
  },
  legal: {
    name: 'legal',
    label: 'Legal',
    singular: 'legal page',
    path: (slug) => `/${slug}`,
    ordered: false,
    access: 'owner',
    fixed: true,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true, hint: 'The meta description search engines show.' },
      { name: 'effective', label: 'Effective date', kind: 'date', required: true, hint: 'The day this text takes effect: a changed text needs a new date. Shown on the page, and recorded with each consent to this version.' },
      {
        name: 'body',
        label: 'Body',
        kind: 'markdown',
        required: true,
        placeholders: 'legal',
        hint: 'Markdown: "## " starts a section (the contents list), "- " a list item. {brand}, {email.hello}, {email.hr}, {email.privacy} and {phone} show the company’s facts, {office.us.address} and {office.in.address} an office’s address (its country code in small letters); {analytics.consent} and {analytics.dnt} the paragraphs the analytics setting (ANALYTICS_CONSENT) calls for. Each published change is a new version in the consent records.',
      },
    ],
  },
};

/** The fields the editor draws for an item: its own, where a collection's items differ (the site's pages). */
export function specFor(collection: CollectionName, slug: string | undefined): CollectionSpec {
  const spec = SPECS[collection];
  const own = slug ? spec.items?.[slug] : undefined;
  return own ? { ...spec, fields: own } : spec;
}

/** The schema an item's fields are checked with: its page's, for the site's pages; else its collection's. */
export function schemaFor(collection: CollectionName, slug: string | undefined): z.ZodType<Fields> {
  return (collection === 'pages' && slug && isPageSlug(slug) ? PAGE_SCHEMAS[slug] : SCHEMAS[collection]) as z.ZodType<Fields>;
}

/**
 * An item's stored fields (a draft's or a revision's JSON) as its schema reads them: a field added since it was saved
 * takes its default (a page's `since` field: the seed's words), so the editor and the preview show what the site
 * shows. As stored when it does not pass (it was checked when saved; nothing is dropped).
 */
export function storedFields(collection: CollectionName, slug: string, data: string): Record<string, unknown> {
  const stored = JSON.parse(data) as Record<string, unknown>;
  const parsed = schemaFor(collection, slug).safeParse(stored);
  return parsed.success ? (parsed.data as Record<string, unknown>) : stored;
}

/** Who may list, open and save a collection's items. */
export const collectionAccess = (collection: CollectionName): 'owner' | 'editor' => SPECS[collection].access ?? 'editor';

/**
 * A slug from a title: lower case ASCII letters and digits joined by single hyphens, accents dropped
 * ('Café Déjà Vu!' → 'cafe-deja-vu'). Empty when nothing usable is left (the caller then asks for one).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Where an item stands: never published, waiting for its time, live as saved, edited since, or in the bin. */
export type ContentState = 'draft' | 'scheduled' | 'published' | 'changed' | 'deleted';

export const CONTENT_STATE_LABELS: Record<ContentState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', changed: 'Changed since published', deleted: 'Deleted' };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a route built from the studio's content (the RSS feed, the search index) tells every cache after the
 * server's own: ask again each time. Only the server's page cache keeps them, and it is emptied when something is
 * published (server/content/page-cache-version.ts); a proxy or browser keeping them would show old content.
 */
export const STUDIO_PAGE_CACHE_CONTROL = 'private, no-cache';
