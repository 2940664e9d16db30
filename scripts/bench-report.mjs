// The Lighthouse part's own arithmetic, shared by scripts/bench.mjs and scripts/lighthouse.mjs: how much of a
// page's HTML is the inline RSC payload, how a route compares with the empty Next.js page measured in the same
// run, and which of PRODUCT.md's budgets (section Budgets) it is outside of, and by how much. Pure functions of
// figures already measured (unit tested: test/unit/lib/bench-report.test.ts); nothing here measures.
import { spread } from './lib.mjs';

/**
 * PRODUCT.md, Budgets, for a public route beside the empty Next.js page measured in the same run: TBT ≤ the
 * empty page's, LCP ≤ its + 300 ms, Performance ≥ its; Accessibility, Best Practices and SEO 100; no layout
 * shift at all (PRODUCT.md allows 0.01; the issue "Lean pages" holds every route to 0); client JS (gzip)
 * within 40 KiB of the empty page's on the home page and within 10 KiB on every other page.
 */
export const LIGHTHOUSE_BUDGET = { score: 100, lcpOverEmptyMs: 300, cls: 0, jsOverEmptyKiB: { home: 40, text: 10 } };

/**
 * The inline elements that carry the RSC payload: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])…`
 * and every `self.__next_f.push(…)`, each as a whole `<script …>…</script>` element. React escapes `<` inside
 * them, so the first `</script>` ends each one.
 */
const RSC_SCRIPT = /<script\b[^>]*>\s*(?:\(\s*self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\s*\]\s*\)|self\.__next_f)\.push\([\s\S]*?<\/script>/g;

const round = (value, digits) => Number(value.toFixed(digits));

/**
 * The RSC payload's bytes in an uncompressed HTML page (a string, or the bytes as received), its share of the
 * page's bytes as a percentage (1 decimal), and how many script elements carry it.
 */
export function rscPayload(html) {
  const text = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');
  const htmlBytes = typeof html === 'string' ? Buffer.byteLength(html) : html.length;
  let payloadBytes = 0;
  let payloadScripts = 0;
  for (const [element] of text.matchAll(RSC_SCRIPT)) {
    payloadBytes += Buffer.byteLength(element);
    payloadScripts += 1;
  }
  return { htmlBytes, payloadBytes, payloadScripts, payloadSharePercent: htmlBytes ? round((100 * payloadBytes) / htmlBytes, 1) : 0 };
}

/**
 * A route's median TBT as a multiple of the empty page's (2 decimals; null when the empty page blocked for
 * 0 ms, where no multiple means anything) and its median LCP minus the empty page's, in ms (signed). Both
 * arguments are medians: `{ tbtMs, lcpMs }`.
 */
export function comparedToEmpty(route, empty) {
  return {
    tbtRatio: empty.tbtMs > 0 ? round(route.tbtMs / empty.tbtMs, 2) : null,
    lcpDeltaMs: route.lcpMs - empty.lcpMs,
  };
}

/**
 * The empty page's reference figures: each figure's median (with its spread) over the samples of all its
 * measurements together (the bench measures it first and last), and how many samples that is. A figure some
 * sample could not read is null.
 */
export function emptyReference(measurements, keys) {
  const samples = measurements.flatMap((measurement) => measurement.samples);
  return { measurements: measurements.length, samples: samples.length, figures: spreads(samples, keys) };
}

/** Each figure's median and spread over the samples (null where a sample could not read it). */
export function spreads(samples, keys) {
  return Object.fromEntries(keys.map((key) => [key, samples.some((s) => s[key] == null) ? null : spread(samples.map((s) => s[key]))]));
}

/** `{ key: { median, … } }` as `{ key: median }` (a plain number stays as it is). */
export function mediansOf(figures) {
  return Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value !== null && typeof value === 'object' ? value.median : value]));
}

/**
 * A route's Lighthouse budget checks against the empty page measured in the same run, in the report's order
 * (Performance, Accessibility, Best Practices, SEO, LCP, CLS, TBT, JS). `route` and `empty` are medians
 * (`mediansOf`); `home`: the home page's JS allowance; `noindex`: the page asks not to be indexed on purpose
 * (the search results page), so its SEO is judged without the audit that fails for that alone (is-crawlable:
 * `seoIndexable`, lighthouse.mjs). Each check is `{ budget, figure, ok, limit }`, and a failed one says by how
 * much it missed (`by`, e.g. "120 ms over").
 * `tbtSpread`: `{ route, empty }`, the `{ min, max }` of the route's TBT runs and of the empty page's samples. A
 * route over the TBT budget then also says whether its runs overlap the empty page's: its fastest run at or under
 * the empty page's slowest sample is a difference the run's own noise can make, every run above it is not.
 */
export function lighthouseChecks(route, empty, { home = false, noindex = false, tbtSpread } = {}) {
  const budget = LIGHTHOUSE_BUDGET;
  const check = (name, figure, ok, limit, by) => ({ budget: name, figure, ok, limit, ...(ok ? {} : { by }) });
  const points = (n) => `${n} point${n === 1 ? '' : 's'} under`;
  const score = (name, key) => check(name, route[key], route[key] >= budget.score, String(budget.score), points(budget.score - route[key]));
  const { tbtRatio, lcpDeltaMs } = comparedToEmpty(route, empty);
  const lcpLimit = empty.lcpMs + budget.lcpOverEmptyMs;
  const allowance = home ? budget.jsOverEmptyKiB.home : budget.jsOverEmptyKiB.text;
  const jsLimit = round(empty.jsGzipKiB + allowance, 1);
  return [
    check('Performance', route.performance, route.performance >= empty.performance, `≥ ${empty.performance}, the empty page's`, points(empty.performance - route.performance)),
    score('Accessibility', 'accessibility'),
    score('Best Practices', 'bestPractices'),
    noindex
      ? check('SEO', `${route.seo}, ${route.seoIndexable} without is-crawlable (noindex on purpose)`, route.seoIndexable >= budget.score, `${budget.score} but is-crawlable`, points(budget.score - route.seoIndexable))
      : score('SEO', 'seo'),
    check('LCP', `${route.lcpMs} ms, the empty page's ${signed(lcpDeltaMs)} ms`, route.lcpMs <= lcpLimit, `≤ ${lcpLimit} ms, the empty page's + ${budget.lcpOverEmptyMs} ms`, `${route.lcpMs - lcpLimit} ms over`),
    check('CLS', route.cls, route.cls <= budget.cls, `≤ ${budget.cls}`, `${round(route.cls - budget.cls, 4)} over`),
    check('TBT', `${route.tbtMs} ms, ${ratioCell(tbtRatio)} × the empty page's`, route.tbtMs <= empty.tbtMs, `≤ ${empty.tbtMs} ms, the empty page's`, `${route.tbtMs - empty.tbtMs} ms over${tbtOverlap(tbtSpread)}`),
    check('JS', `${route.jsGzipKiB} KiB gzip`, route.jsGzipKiB <= jsLimit, `≤ ${jsLimit} KiB, the empty page's + ${allowance}`, `${round(route.jsGzipKiB - jsLimit, 1)} KiB over`),
  ];
}

/** How a route's TBT runs lie against the empty page's samples, for a route over the budget (lighthouseChecks). */
function tbtOverlap(tbtSpread) {
  if (!tbtSpread?.route || !tbtSpread?.empty) return '';
  const { route, empty } = tbtSpread;
  return route.min <= empty.max
    ? `; runs ${route.min}–${route.max} ms, overlapping the empty page's ${empty.min}–${empty.max}`
    : `; every run over the empty page's slowest sample, ${empty.max} ms`;
}

/**
 * A category's score as Lighthouse computes it (the weighted mean of its scored audits), with one audit left
 * out, in points.
 */
export function scoreWithout(category, audits, left) {
  const refs = category.auditRefs.filter((ref) => ref.id !== left && ref.weight > 0 && audits[ref.id]?.score != null);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? Math.round((refs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / weight) * 100) : null;
}

/**
 * Every public route to measure: the sitemap's paths in its order, then those it leaves out (the search
 * results page, a job's page, the form pages, the legal pages), each once.
 */
export function publicRoutes(sitemapPaths, alsoRequired) {
  return [...new Set([...sitemapPaths, ...alsoRequired])];
}

/** The slug of a legal page's content module (content/legal/*.ts: `slug: 'privacy-policy'`), if it has one. */
export function legalSlugOf(source) {
  return /^\s*slug:\s*['"]([a-z0-9-]+)['"]/m.exec(source)?.[1];
}

// ---- Cells, for the report's table and the command line's --------------------------------------------

/** A number with its sign: +120, -35, 0. */
export function signed(value) {
  return value > 0 ? `+${value}` : String(value);
}

/** A TBT ratio with 2 decimals, or – when there is none. */
export function ratioCell(ratio) {
  return ratio === null || ratio === undefined ? '–' : ratio.toFixed(2);
}

const bytes = (n) => n.toLocaleString('en-US');

/** The RSC payload's share of the HTML and its bytes: "57.6 % (134,032 B)". */
export function payloadCell(html) {
  return html && !html.error ? `${html.payloadSharePercent} % (${bytes(html.payloadBytes)} B)` : '–';
}

/** The HTML's bytes as sent (with the encoding answered) and uncompressed: "31,204 br / 232,748". */
export function htmlBytesCell(html) {
  if (!html || html.error) return '–';
  const status = html.status === 200 ? '' : ` (HTTP ${html.status})`;
  return `${bytes(html.wireBytes)} ${html.contentEncoding} / ${bytes(html.htmlBytes)}${status}`;
}

/** The budgets a route is outside of, and by how much: "✗ TBT 40 ms over, LCP 120 ms over"; ✓ when none. */
export function budgetsCell(checks) {
  if (!checks) return 'reference';
  const failed = checks.filter((check) => !check.ok);
  return failed.length ? `✗ ${failed.map((check) => (check.by ? `${check.budget} ${check.by}` : check.budget)).join(', ')}` : '✓';
}
