import 'server-only';
import { Lexer, type Token } from 'marked';
import type { LegalDocument } from '@/content/types';
import { analyticsPolicyText, dntPolicyText } from './analytics/policy';
import { addressText, fillFacts, officeToken, seedFacts, type CompanyFacts } from './company-facts';
import { escapeHtml } from './html';
import { markdownToText, renderMarkdown } from './markdown';

// A legal page is Markdown in the content studio (collection 'legal'): its intro paragraphs, then one "## heading"
// per section with its paragraphs and "- " lists. The page draws it as it drew the typed documents (content/legal):
// each section in its own <section> with an anchored heading, and a contents list of the headings.

/**
 * Plain text as Markdown that renders to the same text: the characters Markdown would read as syntax (emphasis,
 * code, links, HTML, strikethrough, tables, entities, bare addresses GFM would link) are escaped.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/(\w)@(?=\w)/g, '$1\\@')
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (match) => `${match.slice(0, 3)}\\.`);
}

/** A block's first characters that would start a heading, list, quote or rule, escaped. */
const block = (text: string) => escapeMarkdown(text).replace(/^(?=[#>+\-=])/, '\\').replace(/^(\d+)(?=[.)])/, '$1\\');

/**
 * The company facts a text names, as the tokens the page fills in (lib/company-facts.ts): the offices' addresses,
 * e-mail addresses, the phone number and the brand, so the live facts reach the legal pages.
 */
function tokenise(text: string, facts: CompanyFacts): string {
  for (const [token, value] of Object.entries(settingValues())) if (text === value) return token;
  let out = text;
  for (const [value, token] of [
    ...facts.addresses.map((address) => [addressText(address), officeToken(address.countryCode)] as const),
    [facts.email.hello, '{email.hello}'],
    [facts.email.hr, '{email.hr}'],
    [facts.email.privacy, '{email.privacy}'],
    [facts.phone.display, '{phone}'],
  ] as const)
    out = out.split(value).join(token);
  // The brand as a word (not inside the domain or the site's address, which stay in code).
  return out.replace(new RegExp(`(?<![\\w./@-])${facts.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w@-]|\\.\\w)`, 'g'), '{brand}');
}

/**
 * The paragraphs that say what the analytics setting in force does (ANALYTICS_CONSENT, lib/analytics/policy.ts), as
 * tokens a legal text may write, filled in on the page: the policies cannot disagree with the setting.
 */
const settingValues = (): Record<string, string> => ({ '{analytics.consent}': analyticsPolicyText()[2], '{analytics.dnt}': dntPolicyText() });

/** A legal text's Markdown with its tokens filled in: the company facts and the analytics setting, as Markdown text. */
export function fillLegal(markdown: string, facts: CompanyFacts): string {
  const settings = settingValues();
  return fillFacts(markdown, facts, escapeMarkdown).replace(/\{analytics\.(?:consent|dnt)\}/g, (token) => escapeMarkdown(settings[token]));
}

/** A typed legal document (content/legal) as the Markdown the studio seeds its Body with. */
export function legalToMarkdown(doc: Pick<LegalDocument, 'intro' | 'sections'>, facts: CompanyFacts = seedFacts): string {
  const text = (each: string) => block(tokenise(each, facts));
  const blocks = [
    ...doc.intro.map(text),
    ...doc.sections.flatMap((section) => [
      `## ${text(section.heading)}`,
      ...section.paragraphs.map(text),
      ...(section.list?.length ? [section.list.map((item) => `- ${text(item)}`).join('\n')] : []),
      ...(section.after ?? []).map(text),
    ]),
  ];
  return `${blocks.join('\n\n')}\n`;
}

export const legalAnchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface LegalBody {
  /** the sections' headings as text, with their anchors, for the contents list */
  contents: { heading: string; anchor: string }[];
  /** the intro, then each section as <section aria-labelledby> with its <h2 id> */
  html: string;
}

/**
 * A legal page's Markdown (its fact tokens filled in with `facts`) as the page's body: what comes before the first
 * "## " heading is the intro; each "## " heading opens a section. Rendered by the site's Markdown renderer
 * (lib/markdown.ts: raw HTML printed as text, links and images checked, sanitised).
 */
export function legalBody(markdown: string, facts: CompanyFacts): LegalBody {
  return legalTextBody(fillLegal(markdown, facts));
}

/**
 * A legal text as shown (its tokens already filled in: a recorded version's text, server/repositories/legal-versions.ts)
 * as the page's body, drawn as the public page draws it.
 */
export function legalTextBody(source: string): LegalBody {
  const groups: { heading?: Token & { type: 'heading' }; raw: string }[] = [{ raw: '' }];
  for (const token of new Lexer({ gfm: true }).lex(source)) {
    if (token.type === 'heading' && token.depth === 2) groups.push({ heading: token as Token & { type: 'heading' }, raw: '' });
    else groups.at(-1)!.raw += token.raw;
  }
  const contents: LegalBody['contents'] = [];
  const used = new Set<string>();
  const html = groups
    .map((group) => {
      const body = group.raw.trim() ? tight(renderMarkdown(group.raw)) : '';
      if (!group.heading) return body;
      const heading = markdownToText(group.heading.raw);
      let anchor = legalAnchor(heading) || 'section';
      for (let n = 2; used.has(anchor); n += 1) anchor = `${legalAnchor(heading) || 'section'}-${n}`;
      used.add(anchor);
      contents.push({ heading, anchor });
      const title = tight(renderMarkdown(group.heading.raw)).replace(/^<h2>/, `<h2 id="${escapeHtml(anchor)}">`);
      return `<section aria-labelledby="${escapeHtml(anchor)}">${title}${body}</section>`;
    })
    .join('');
  return { contents, html };
}

/** The renderer's newlines between blocks dropped (they are not text): one line, as the typed documents gave. */
const tight = (html: string) => html.replace(/(<\/?(?:p|ul|ol|li|h[1-6]|blockquote|table|thead|tbody|tr|hr)\b[^>]*>)\n+(?=<|$)/g, '$1').trim();
