import 'server-only';
import { Marked, type Token } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './html';
import { mediaUrl, mediaWidths } from './media';


// Posts are ours, but raw HTML in Markdown is still printed as text: nothing in a post can inject markup.
// Links and images get the same care: a destination that would run script or load a document inline
// (javascript:, vbscript:, data:) is dropped and only the link's text or the image's alt text is printed.
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, text, tokens, autolink }) {
      const label = autolink ? escapeHtml(text) : this.parser.parseInline(tokens);
      const url = safeUrl(href, autolink);
      if (url === null) return label;
      return `<a href="${escapeHtml(url)}"${title ? ` title="${attribute(title)}"` : ''}>${label}</a>`;
    },
    image({ href, title, text, tokens }) {
      const alt = attribute(tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text);
      const library = libraryImage(href);
      if (library) return `<img src="${library.src}" srcset="${library.srcset}" sizes="${BODY_IMAGE_SIZES}" width="${library.width}" height="${library.height}" alt="${alt}" loading="lazy" decoding="async"${title ? ` title="${attribute(title)}"` : ''}>`;
      const url = safeUrl(href, false);
      if (url === null) return alt;
      return `<img src="${escapeHtml(url)}" alt="${alt}"${title ? ` title="${attribute(title)}"` : ''}>`;
    },
  },
});

/**
 * Markdown as HTML for a page. Posts are written by staff in the content studio, so what marked produces goes
 * through sanitize-html's allow-list as well: only the elements and attributes Markdown itself makes, links to
 * http(s), mail and phone (or relative), images from http(s) or our own paths. Anything the renderer above
 * let through by mistake (an element, an event handler, a style, a javascript: or data: URL) is dropped here.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false }), SANITIZE);
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'title', 'loading', 'decoding'], ol: ['start'], th: ['align'], td: ['align'], code: ['class'] },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** A body image's width in a post's column: the whole phone, at most the column's 760 px. */
const BODY_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

/**
 * A media library image as the rich editor writes it: `/media/<hash>-<width>.webp#<width>x<height>` (the fragment, which
 * no server sees, carries its size). Drawn with its size (no layout shift) and every stored width, in WebP.
 */
function libraryImage(href: string): { src: string; srcset: string; width: number; height: number } | null {
  const match = /^\/media\/([0-9a-f]{32})-(\d{1,4})\.(?:webp|avif|jpg)#(\d{1,4})x(\d{1,5})$/.exec(href);
  if (!match) return null;
  const [, hash, , w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const widths = mediaWidths(width);
  return { src: mediaUrl(hash, widths.at(-1)!, 'webp'), srcset: widths.map((each) => `${mediaUrl(hash, each, 'webp')} ${each}w`).join(', '), width, height };
}

/**
 * The words of a Markdown document without its syntax, for the search index: block by block, image alt
 * text kept, raw HTML tags dropped (their text kept), whitespace collapsed.
 */
export function markdownToText(source: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'list') walk(token.items as Token[]);
      else if (token.type === 'table') for (const row of [token.header, ...token.rows]) for (const cell of row) walk([...cell.tokens, SPACE]);
      else if (token.type === 'html') parts.push(String(token.text).replace(/<[^>]*>/g, ' '));
      else if (token.type === 'image') parts.push(String(token.text));
      else if ('tokens' in token && token.tokens?.length) walk(token.tokens);
      else if ('text' in token && typeof token.text === 'string') parts.push(token.text);
      if (BLOCKS.has(token.type)) parts.push('\n');
    }
  };
  walk(marked.lexer(source));
  return resolveReferences(parts.join('')).replace(/\s+/g, ' ').trim();
}

const SPACE = { type: 'text', raw: ' ', text: ' ' } as Token;
const BLOCKS = new Set(['heading', 'paragraph', 'code', 'blockquote', 'list_item', 'table', 'hr', 'space', 'html']);

const REFUSED_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/**
 * The destination as the browser will follow it, or null when it is refused. Marked leaves character
 * references in a destination for the browser to resolve (`java&#115;cript:`), so they are resolved here
 * first and the result is printed with every `&` escaped: the URL checked is exactly the URL the browser
 * gets. Autolinks are literal in Markdown, so their references are not resolved.
 */
function safeUrl(href: string, literal: boolean | undefined): string | null {
  const url = literal ? href : resolveReferences(href);
  // Browsers drop leading control characters and spaces, and tabs and newlines anywhere, before reading the scheme.
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, ''))?.[1];
  if (scheme && REFUSED_SCHEMES.has(scheme.toLowerCase())) return null;
  try {
    return encodeURI(url).replace(/%25/g, '%'); // as marked does: encode spaces and non-ASCII, keep existing %XX
  } catch {
    return null; // a lone surrogate
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', Tab: '\t', NewLine: '\n' };

/** Numeric references and the common named ones; any other `&name;` stays as typed (and is escaped on output). */
function resolveReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]*));/g, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name] : match;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
}

/** Escapes a title or alt text the way marked does: markup characters, and `&` unless it starts a reference. */
function attribute(text: string): string {
  return text.replace(/&(?!#?\w+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
