import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types (scripts/bench-report.mjs), shared by the benchmark and npm run lighthouse
import * as report from '../../../scripts/bench-report.mjs';

const {
  budgetsCell,
  comparedToEmpty,
  emptyReference,
  htmlBytesCell,
  legalSlugOf,
  lighthouseChecks,
  mediansOf,
  payloadCell,
  publicRoutes,
  ratioCell,
  rscPayload,
  scoreWithout,
  signed,
} = report;

interface Check {
  budget: string;
  figure: string | number;
  ok: boolean;
  limit: string;
  by?: string;
}

const EMPTY = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, tbtMs: 100, cls: 0, jsGzipKiB: 131.7 };

const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>';
const pushWithNonce = '<script nonce="abc">self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"é\\"}]\\n"])</script>';

describe('RSC payload share of the HTML', () => {
  it('counts the bootstrap script and every push, whole elements, in bytes', () => {
    const body = '<p>Hello</p>';
    const html = `<!DOCTYPE html><html><body>${body}<script src="/_next/static/chunks/a.js" async=""></script>${bootstrap}${push}${pushWithNonce}</body></html>`;
    const payload = Buffer.byteLength(bootstrap) + Buffer.byteLength(push) + Buffer.byteLength(pushWithNonce);
    const result = rscPayload(html);
    expect(result.payloadScripts).toBe(3);
    expect(result.payloadBytes).toBe(payload);
    expect(result.htmlBytes).toBe(Buffer.byteLength(html));
    expect(result.htmlBytes).toBeGreaterThan(html.length); // é is two bytes
    expect(result.payloadSharePercent).toBe(Number(((100 * payload) / Buffer.byteLength(html)).toFixed(1)));
  });

  it('reads the bytes as received the same as the text', () => {
    const html = `<html><body>${bootstrap}${pushWithNonce}</body></html>`;
    expect(rscPayload(Buffer.from(html))).toEqual(rscPayload(html));
  });

  it('leaves out other inline scripts, JSON-LD and external scripts', () => {
    const html = [
      '<script>try{var t=localStorage.getItem("theme")}catch(e){}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org","name":"self.__next_f.push"}</script>',
      '<script src="/hit.js" defer=""></script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
    ].join('');
    expect(rscPayload(html)).toEqual({ htmlBytes: Buffer.byteLength(html), payloadBytes: 0, payloadScripts: 0, payloadSharePercent: 0 });
  });

  it('answers 0 % for an empty answer', () => {
    expect(rscPayload('').payloadSharePercent).toBe(0);
  });
});

describe('comparison with the empty Next.js page', () => {
  it('answers the TBT ratio with 2 decimals and the signed LCP difference', () => {
    expect(comparedToEmpty({ tbtMs: 150, lcpMs: 1200 }, EMPTY)).toEqual({ tbtRatio: 1.5, lcpDeltaMs: 300 });
    expect(comparedToEmpty({ tbtMs: 33, lcpMs: 850 }, EMPTY)).toEqual({ tbtRatio: 0.33, lcpDeltaMs: -50 });
    expect(comparedToEmpty({ tbtMs: 0, lcpMs: 900 }, EMPTY)).toEqual({ tbtRatio: 0, lcpDeltaMs: 0 });
  });

  it('has no TBT ratio when the empty page blocked for 0 ms', () => {
    expect(comparedToEmpty({ tbtMs: 20, lcpMs: 900 }, { ...EMPTY, tbtMs: 0 }).tbtRatio).toBeNull();
  });

  it('takes the reference over the samples of both measurements of the empty page', () => {
    const first = { samples: [{ tbtMs: 90, lcpMs: 800 }, { tbtMs: 100, lcpMs: 820 }, { tbtMs: 110, lcpMs: 840 }] };
    const last = { samples: [{ tbtMs: 150, lcpMs: 1000 }, { tbtMs: 160, lcpMs: 1020 }, { tbtMs: 170, lcpMs: 1040 }] };
    const reference = emptyReference([first, last], ['tbtMs', 'lcpMs']);
    expect(reference.measurements).toBe(2);
    expect(reference.samples).toBe(6);
    // lib.mjs's median: the upper one of an even count.
    expect(reference.figures.tbtMs).toEqual({ median: 150, min: 90, max: 170 });
    expect(mediansOf(reference.figures)).toEqual({ tbtMs: 150, lcpMs: 1000 });
  });

  it('has no reference figure that a sample could not read', () => {
    expect(emptyReference([{ samples: [{ tbtMs: 1, seenLcpMs: null }] }], ['tbtMs', 'seenLcpMs']).figures.seenLcpMs).toBeNull();
  });
});

describe('Lighthouse budgets against the empty page', () => {
  const within = { ...EMPTY, performance: 100, lcpMs: 1200, tbtMs: 100, jsGzipKiB: 141.7 };
  const failed = (checks: Check[]) => Object.fromEntries(checks.filter((check) => !check.ok).map((check) => [check.budget, check.by]));

  it('checks the budgets in the report\'s order and passes a route at every limit', () => {
    const checks: Check[] = lighthouseChecks(within, EMPTY);
    expect(checks.map((check) => check.budget)).toEqual(['Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'CLS', 'TBT', 'JS']);
    expect(failed(checks)).toEqual({});
    expect(budgetsCell(checks)).toBe('✓');
  });

  it('says which budget a route is outside of, and by how much', () => {
    const route = { performance: 95, accessibility: 98, bestPractices: 100, seo: 100, lcpMs: 1450, tbtMs: 180, cls: 0.0123, jsGzipKiB: 145 };
    const checks: Check[] = lighthouseChecks(route, EMPTY);
    expect(failed(checks)).toEqual({
      Performance: '4 points under',
      Accessibility: '2 points under',
      LCP: '250 ms over',
      CLS: '0.0123 over',
      TBT: '80 ms over',
      JS: '3.3 KiB over',
    });
    const byBudget = Object.fromEntries(checks.map((check) => [check.budget, check]));
    expect(byBudget.TBT.figure).toBe('180 ms, 1.80 × the empty page\'s');
    expect(byBudget.TBT.limit).toBe('≤ 100 ms, the empty page\'s');
    expect(byBudget.LCP.figure).toBe('1450 ms, the empty page\'s +550 ms');
    expect(byBudget.LCP.limit).toBe('≤ 1200 ms, the empty page\'s + 300 ms');
    expect(byBudget.Performance.limit).toBe('≥ 99, the empty page\'s');
    expect(budgetsCell(checks)).toBe('✗ Performance 4 points under, Accessibility 2 points under, LCP 250 ms over, CLS 0.0123 over, TBT 80 ms over, JS 3.3 KiB over');
  });

  it('holds TBT to the empty page\'s, LCP to its + 300 ms and CLS to 0, with no fixed LCP', () => {
    expect(failed(lighthouseChecks({ ...within, tbtMs: 101 }, EMPTY))).toEqual({ TBT: '1 ms over' });
    expect(failed(lighthouseChecks({ ...within, lcpMs: 1201 }, EMPTY))).toEqual({ LCP: '1 ms over' });
    expect(failed(lighthouseChecks({ ...within, cls: 0.001 }, EMPTY))).toEqual({ CLS: '0.001 over' });
    // A slow empty page moves the LCP limit with it.
    expect(failed(lighthouseChecks({ ...within, lcpMs: 2100 }, { ...EMPTY, lcpMs: 1800 }))).toEqual({});
  });

  it('says whether the runs of a route over the TBT budget overlap the empty page\'s samples', () => {
    const over = { ...within, tbtMs: 135 };
    const empty = { min: 68, max: 114 };
    expect(failed(lighthouseChecks(over, EMPTY, { tbtSpread: { route: { min: 95, max: 171 }, empty } }))).toEqual({
      TBT: '35 ms over; runs 95–171 ms, overlapping the empty page\'s 68–114',
    });
    expect(failed(lighthouseChecks(over, EMPTY, { tbtSpread: { route: { min: 127, max: 163 }, empty } }))).toEqual({
      TBT: '35 ms over; every run over the empty page\'s slowest sample, 114 ms',
    });
    // A route within the budget says nothing of it; without the spreads the reason is the difference alone.
    expect(failed(lighthouseChecks(within, EMPTY, { tbtSpread: { route: { min: 90, max: 200 }, empty } }))).toEqual({});
    expect(failed(lighthouseChecks(over, EMPTY))).toEqual({ TBT: '35 ms over' });
  });

  it('holds Performance to the empty page\'s, not to 100', () => {
    expect(failed(lighthouseChecks({ ...within, performance: 97 }, { ...EMPTY, performance: 97 }))).toEqual({});
    expect(failed(lighthouseChecks({ ...within, performance: 96 }, { ...EMPTY, performance: 97 }))).toEqual({ Performance: '1 point under' });
  });

  it('allows the home page 40 KiB of JS over the empty page\'s, every other page 10 KiB', () => {
    const route = { ...within, jsGzipKiB: 160 };
    expect(failed(lighthouseChecks(route, EMPTY))).toEqual({ JS: '18.3 KiB over' });
    expect(failed(lighthouseChecks(route, EMPTY, { home: true }))).toEqual({});
  });

  it('judges the SEO of a page that asks not to be indexed without is-crawlable, and every other page\'s whole', () => {
    const search = { ...within, seo: 69, seoIndexable: 100 };
    expect(failed(lighthouseChecks(search, EMPTY))).toEqual({ SEO: '31 points under' });
    const checks: Check[] = lighthouseChecks(search, EMPTY, { noindex: true });
    expect(failed(checks)).toEqual({});
    expect(checks.find((check) => check.budget === 'SEO')?.figure).toBe('69, 100 without is-crawlable (noindex on purpose)');
    // Any other SEO audit failing still counts.
    expect(failed(lighthouseChecks({ ...search, seoIndexable: 92 }, EMPTY, { noindex: true }))).toEqual({ SEO: '8 points under' });
  });

  it('scores a category as Lighthouse does with one audit left out', () => {
    const category = { auditRefs: [{ id: 'is-crawlable', weight: 4.043 }, { id: 'document-title', weight: 1 }, { id: 'hreflang', weight: 1 }, { id: 'manual', weight: 0 }, { id: 'not-applicable', weight: 1 }] };
    const audits = { 'is-crawlable': { score: 0 }, 'document-title': { score: 1 }, hreflang: { score: 0 }, manual: { score: null }, 'not-applicable': { score: null } };
    expect(scoreWithout(category, audits, 'is-crawlable')).toBe(50);
    expect(scoreWithout(category, audits, 'hreflang')).toBe(20); // 1 of 5.043
  });

  it('marks the empty page\'s own rows as the reference', () => {
    expect(budgetsCell(undefined)).toBe('reference');
  });
});

describe('routes', () => {
  it('keeps the sitemap\'s order and adds each route it lacks once', () => {
    const sitemap = ['/', '/contact-us', '/privacy-policy', '/blog'];
    const required = ['/search?q=design', '/career-details?id=7', '/contact-us', '/get-quote', '/terms-of-use', '/privacy-policy'];
    expect(publicRoutes(sitemap, required)).toEqual(['/', '/contact-us', '/privacy-policy', '/blog', '/search?q=design', '/career-details?id=7', '/get-quote', '/terms-of-use']);
  });

  it('reads a legal page\'s slug from its content module', () => {
    const source = "import type { LegalDocument } from '../types';\n\nexport const disclaimer: LegalDocument = {\n  slug: 'disclaimer',\n  title: 'Disclaimer',\n};\n";
    expect(legalSlugOf(source)).toBe('disclaimer');
    expect(legalSlugOf("export { termsOfUse } from './terms-of-use';\n")).toBeUndefined();
  });
});

describe('report cells', () => {
  const html = { status: 200, contentEncoding: 'br', wireBytes: 31204, htmlBytes: 232748, payloadBytes: 134034, payloadScripts: 2, payloadSharePercent: 57.6 };

  it('shows the payload share with its bytes, and the HTML as sent and uncompressed', () => {
    expect(payloadCell(html)).toBe('57.6 % (134,034 B)');
    expect(htmlBytesCell(html)).toBe('31,204 br / 232,748');
    expect(htmlBytesCell({ ...html, status: 404 })).toBe('31,204 br / 232,748 (HTTP 404)');
    expect(payloadCell({ error: 'ECONNREFUSED' })).toBe('–');
    expect(htmlBytesCell(undefined)).toBe('–');
  });

  it('signs differences and gives ratios 2 decimals', () => {
    expect([signed(120), signed(-35), signed(0)]).toEqual(['+120', '-35', '0']);
    expect([ratioCell(1.5), ratioCell(0.33), ratioCell(null)]).toEqual(['1.50', '0.33', '–']);
  });
});
