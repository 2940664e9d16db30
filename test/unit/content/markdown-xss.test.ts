import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';

// What staff (or someone who took over a staff account) could type into a post's body. Whatever it is, the
// page gets no script, no event handler, no style, no frame or SVG, and no javascript:/vbscript:/data: URL.
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](  javascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](java&#115;cript:alert(1))',
  '[x](java&#x73;cript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](x" onerror="alert(1))',
  '![x"onerror="alert(1)](/a.png)',
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '**<img src=x onerror=alert(1)>**',
  '> <iframe src=//evil.example>',
  '| a |\n|---|\n| <script>alert(1)</script> |',
  '- [ ] <a href="javascript:alert(1)">task</a>',
];

interface Tag {
  name: string;
  attributes: [string, string][];
}

/** Every tag the page would build from `html`, with its attributes (names lower-cased, values unquoted). */
function tags(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)].map((match) => ({
    name: match[1].toLowerCase(),
    attributes: [...match[2].matchAll(/\s+([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map((a): [string, string] => [a[1].toLowerCase(), (a[2] ?? '').replace(/^["']|["']$/g, '')]),
  }));
}

/** A URL as the browser reads it: character references resolved, spaces and control characters gone. */
const asFollowed = (url: string) =>
  url
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCharCode(Number(d)))
    .replace(/&#x([\da-f]+);?/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u0000-\u001f]/g, '')
    .toLowerCase();

/** What Markdown makes; anything else (script, style, iframe, svg, math, form, input, ...) must be gone. */
const ALLOWED = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

describe('Markdown from the content studio', () => {
  it.each(corpus)('leaves nothing that runs in %j', (source) => {
    const html = renderMarkdown(source);
    const found = tags(html);
    for (const tag of found) {
      expect(ALLOWED, html).toContain(tag.name);
      for (const [name, value] of tag.attributes) {
        expect(name, html).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
        if (['href', 'src', 'xlink:href', 'action'].includes(name)) expect(asFollowed(value), html).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it('keeps what a post is made of', () => {
    const html = renderMarkdown('# Title\n\nSome *emphasis*, **strong**, `code` and a [link](https://example.com "T").\n\n- one\n- two\n\n> quote\n\n![A cat](/media/cat.jpg)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```');
    for (const part of ['<h1>Title</h1>', '<em>emphasis</em>', '<strong>strong</strong>', '<code>code</code>', '<a href="https://example.com" title="T">link</a>', '<li>one</li>', '<blockquote>', '<img src="/media/cat.jpg" alt="A cat" />', '<table>', '<td>1</td>', '<code class="language-ts">']) {
      expect(html).toContain(part);
    }
  });
});
