import { describe, expect, it } from 'vitest';
import { legalBodyHtml } from '@/components/legal/legal-document';
import { legalDocuments } from '@/content/legal';
import type { LegalDocument } from '@/content/types';
import { escapeHtml } from '@/lib/html';

describe('a legal page body as one HTML string', () => {
  const doc: LegalDocument = {
    slug: 'privacy-policy',
    title: 'Test',
    description: 'Test',
    intro: ['Intro <b>not bold</b> & "quoted"'],
    sections: [{ heading: 'Who we are?', paragraphs: ['First.'], list: ['One <script>alert(1)</script>', 'Two'], after: ['After.'] }],
  } as LegalDocument;

  it('escapes every text and keeps the sections, their anchors, lists and closing paragraphs in order', () => {
    expect(legalBodyHtml(doc)).toBe(
      '<p>Intro &lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>' +
        '<section aria-labelledby="who-we-are"><h2 id="who-we-are">Who we are?</h2><p>First.</p>' +
        '<ul><li>One &lt;script&gt;alert(1)&lt;/script&gt;</li><li>Two</li></ul><p>After.</p></section>',
    );
  });

  it('holds every paragraph of every legal page', () => {
    for (const legal of legalDocuments) {
      const html = legalBodyHtml(legal);
      for (const section of legal.sections) expect(html).toContain(`>${escapeHtml(section.heading)}</h2>`);
      expect(html.match(/<p>/g)?.length).toBe(legal.intro.length + legal.sections.reduce((n, s) => n + s.paragraphs.length + (s.after?.length ?? 0), 0));
    }
  });
});
