import { z } from '@/lib/validation/zod';
import { PROJECT_TYPES } from '@/lib/validation/options';
import { POST_BODY_MAX_CHARS } from './limits.mts';

// The content studio's collections: what staff edit in /admin/content and the public pages read from the
// database. Each collection is a zod schema for an item's fields plus the editor's description of them; the
// schema is the one check, for a save from the admin, for the seed, and for what is read back.

export const COLLECTIONS = ['posts', 'case-studies', 'testimonials', 'faqs', 'team'] as const;
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

export const SCHEMAS = {
  posts: postSchema,
  'case-studies': caseStudySchema,
  testimonials: testimonialSchema,
  faqs: faqSchema,
  team: teamSchema,
} as const;

export type Fields<C extends CollectionName = CollectionName> = z.infer<(typeof SCHEMAS)[C]>;
export type PostFields = Fields<'posts'>;
export type CaseStudyFields = Fields<'case-studies'>;

/** How the editor draws a field, and how its form value is read back (server/content/form.ts). */
export type FieldKind = 'text' | 'textarea' | 'markdown' | 'lines' | 'paragraphs' | 'number' | 'date' | 'select' | 'image' | 'images' | 'rows';

/** One column of a 'rows' field: a short text or a longer one. */
export interface ColumnSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea';
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
}

export interface CollectionSpec {
  name: CollectionName;
  /** The list's heading, e.g. 'Blog posts'. */
  label: string;
  /** One item, e.g. 'blog post'. */
  singular: string;
  /** The public address of a published item, or null when its items only appear inside other pages. */
  path: ((slug: string) => string) | null;
  /** Items are shown in the order staff give them (else newest first). */
  ordered: boolean;
  fields: FieldSpec[];
  /** 'owner': only the owner lists, opens and saves it (legal texts, the company's facts); default: both roles */
  access?: 'owner';
  /**
   * The items are the seed's, one per page or document the code routes to: staff change their words, but cannot
   * add one, delete one, take one off the site or change its slug.
   */
  fixed?: true;
}

const seoFields: FieldSpec[] = [
  { name: 'seoTitle', label: 'SEO title', kind: 'text', hint: 'Optional: the title is used when empty.' },
  { name: 'seoDescription', label: 'SEO description', kind: 'textarea', hint: 'Optional: the summary is used when empty.' },
  { name: 'ogImage', label: 'Open Graph image', kind: 'image' },
];

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
};

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
