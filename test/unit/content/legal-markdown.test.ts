import { describe, expect, it } from 'vitest';
import { legalBodyHtml } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import { seedFacts } from '@/lib/company-facts';
import { escapeMarkdown, legalBody, legalToMarkdown } from '@/lib/legal-markdown';
import { renderMarkdown } from '@/lib/markdown';

// The same HTML up to how a character is written (&quot; or ", &#39; or '): what a browser shows is the same.
const same = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'");

describe('legal pages as Markdown', () => {
  it('each typed document, as the Markdown the studio seeds, draws exactly as the page drew it', () => {
    for (const doc of legalDocuments) {
      const { html, contents } = legalBody(legalToMarkdown(doc), seedFacts);
      expect(same(html)).toBe(same(legalBodyHtml(doc)));
      expect(contents.map((each) => each.heading)).toEqual(doc.sections.map((section) => section.heading));
    }
  });

  it('names the company facts as tokens, and the page fills in the live ones', () => {
    const doc = legalDocuments.find((each) => each.slug === 'privacy-policy')!;
    const markdown = legalToMarkdown(doc);
    expect(markdown).toContain('{email.privacy}');
    expect(markdown).not.toContain(seedFacts.email.privacy);
    expect(markdown).toContain('{brand}');
    const moved = { ...seedFacts, brand: 'Acme', email: { ...seedFacts.email, privacy: 'dpo@acme.test' } };
    const { html } = legalBody(markdown, moved);
    expect(html).toContain('dpo@acme.test');
    expect(html).not.toContain(seedFacts.email.privacy);
    expect(html).toContain('Acme');
    expect(html).not.toContain('<a href="mailto:'); // a filled-in address is text, as it was
  });

  it('escapes what Markdown would read as syntax', () => {
    const text = 'a *b* _c_ `d` [e](f) <b>x</b> ~~g~~ &amp; h@i.example https://j.example www.k.example | l';
    expect(renderMarkdown(escapeMarkdown(text))).toBe(`<p>${'a *b* _c_ `d` [e](f) &lt;b&gt;x&lt;/b&gt; ~~g~~ &amp;amp; h@i.example https://j.example www.k.example | l'}</p>\n`);
  });

  it('splits the body into sections at each "## " heading, with unique anchors and the rendered Markdown inside', () => {
    const { html, contents } = legalBody('Intro with **bold**.\n\n## Who *we* are\n\nText.\n\n- one\n- two\n\n### Detail\n\nMore.\n\n## Who we are\n\nAgain.\n', seedFacts);
    expect(contents).toEqual([
      { heading: 'Who we are', anchor: 'who-we-are' },
      { heading: 'Who we are', anchor: 'who-we-are-2' },
    ]);
    expect(html).toBe(
      '<p>Intro with <strong>bold</strong>.</p>' +
        '<section aria-labelledby="who-we-are"><h2 id="who-we-are">Who <em>we</em> are</h2><p>Text.</p><ul><li>one</li><li>two</li></ul><h3>Detail</h3><p>More.</p></section>' +
        '<section aria-labelledby="who-we-are-2"><h2 id="who-we-are-2">Who we are</h2><p>Again.</p></section>',
    );
  });
});

describe('the analytics setting in the legal texts', () => {
  it('seeds the paragraphs the setting decides as tokens, and fills in the text of the mode in force', async () => {
    const { analyticsPolicyText, dntPolicyText } = await import('@/lib/analytics/policy');
    const privacy = legalDocuments.find((doc) => doc.slug === 'privacy-policy')!;
    const markdown = legalToMarkdown(privacy);
    expect(markdown).toContain('\n{analytics.consent}\n');
    expect(markdown).toContain('\n{analytics.dnt}\n');
    const before = process.env.ANALYTICS_CONSENT;
    try {
      process.env.ANALYTICS_CONSENT = 'accept';
      const { html } = legalBody(markdown, seedFacts);
      expect(html).toContain(analyticsPolicyText('accept')[2].slice(0, 60));
      expect(html).toContain('even if you pressed Accept');
      expect(dntPolicyText('accept')).toContain('even if you pressed Accept');
    } finally {
      if (before === undefined) delete process.env.ANALYTICS_CONSENT;
      else process.env.ANALYTICS_CONSENT = before;
    }
  });
});
