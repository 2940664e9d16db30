// The admin home's weekly charts as the server renders them: an SVG image per chart, named and described in
// words, drawn in patterns as well as colours, and the same numbers in a table behind "Show as table".
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticks, WeeklyCharts } from '@/components/admin/inbox/weekly-charts';
import type { Breakdown, WeeklyView } from '@/server/repositories/weekly';

const WEEKS = ['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16'];
const KINDS = [{ key: 'contact', label: 'Contact messages' }, { key: 'quote', label: 'Quote requests' }, { key: 'application', label: 'Job applications' }];
const HEAR = [{ key: 'referral', label: 'Referral' }, { key: 'online-search', label: 'Online search' }, { key: 'social-media', label: 'Social media' }, { key: 'other-hear', label: 'Other' }];
const BUDGETS = [{ key: '5000', label: 'Less than $5,000' }, { key: '5000-10000', label: '$5,000 to $10,000' }, { key: '10000-20000', label: '$10,000 to $20,000' }, { key: 'more-20000', label: 'More than $20,000' }];

const zeros = (width: number) => WEEKS.map(() => Array.from({ length: width }, () => 0));
function breakdown(series: Breakdown['series'], cells: [week: number, series: number, n: number][]): Breakdown {
  const counts = zeros(series.length);
  for (const [w, s, n] of cells) counts[w][s] = n;
  return { series, counts };
}

const VIEW: WeeklyView = {
  weeks: WEEKS,
  byKind: breakdown(KINDS, [[0, 0, 2], [0, 1, 1], [3, 2, 4], [11, 0, 1], [11, 1, 3], [11, 2, 1]]),
  byHear: breakdown(HEAR, [[0, 0, 1], [11, 1, 2], [11, 3, 1]]),
  byBudget: breakdown(BUDGETS, [[0, 3, 1], [11, 0, 3]]),
};

const render = (view: WeeklyView) => renderToStaticMarkup(createElement(WeeklyCharts, { view }));
/** The markup of each element opened by `open` up to its matching close tag (no nesting of the same tag). */
const each = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

describe('the weekly charts', () => {
  const html = render(VIEW);
  const figures = each(html, 'figure');

  it('is a section under its own heading, saying spam is not counted', () => {
    expect(html).toMatch(/^<section[^>]*aria-labelledby="weekly-heading"/);
    expect(html).toContain('<h2 id="weekly-heading"');
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(text(each(figure, 'figcaption')[0])).toMatch(/\(spam not counted\)$/);
  });

  it('draws each chart as an image named by its title and described in words', () => {
    const kind = figures[0];
    const svg = /<svg class="[^"]*" viewBox="[^"]+" role="img" aria-labelledby="weekly-kind-title" aria-describedby="weekly-kind-desc">/;
    expect(kind).toMatch(svg);
    expect(kind).toContain('<title id="weekly-kind-title">Submissions by kind, per week: stacked bar chart</title>');
    const desc = text(each(kind, 'desc')[0]);
    expect(desc).toContain('12 weeks from 29 December 2025 to the week of 16 March 2026, this week so far.');
    expect(desc).toContain('12 submissions in all. Contact messages: 3, Quote requests: 4, Job applications: 5.');
    expect(desc).toContain('Most in one week: 5, the week of 16 Mar.');
  });

  it('draws one bar segment per non-zero count, with its number on hover, and the week days and months below', () => {
    const kind = figures[0];
    const segments = [...kind.matchAll(/<rect [^>]*><title>([^<]+)<\/title><\/rect>/g)].map((m) => m[1]);
    expect(segments).toEqual([
      'Contact messages, week of 29 Dec: 2',
      'Quote requests, week of 29 Dec: 1',
      'Job applications, week of 19 Jan: 4',
      'Contact messages, week of 16 Mar: 1',
      'Quote requests, week of 16 Mar: 3',
      'Job applications, week of 16 Mar: 1',
    ]);
    const labels = [...kind.matchAll(/<text [^>]*text-anchor="middle"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(labels).toEqual(['29', 'Dec', '5', 'Jan', '12', '19', '26', '2', 'Feb', '9', '16', '23', '2', 'Mar', '9', '16']);
  });

  it('tells series apart by pattern as well as colour: the legend and bars use the same fills, each defined once', () => {
    const fills = [...html.matchAll(/fill="url\(#(weekly-look-\d)\)"/g)].map((m) => m[1]);
    expect(fills.length).toBeGreaterThan(0);
    for (const id of new Set(fills)) expect(html.match(new RegExp(`<pattern[^>]* id="${id}"`, 'g'))).toHaveLength(1);
    const legend = each(figures[1], 'ul')[0];
    expect(text(legend)).toBe('ReferralOnline searchSocial mediaOther');
    expect(legend).toContain('fill="#0072b2"'); // the first series is solid, the next patterned
    expect(legend).toContain('fill="url(#weekly-look-1)"');
  });

  it('puts the numbers in a table behind "Show as table", a focusable region named by its caption', () => {
    const kind = figures[0];
    const details = each(kind, 'details')[0];
    expect(details).toMatch(/^<details[^>]*><summary>Show as table<span class="visually-hidden"> for submissions by kind<\/span><\/summary>/);
    expect(details).toMatch(/<div class="[^"]*" role="region" aria-labelledby="weekly-kind-table" tabindex="0"><table/);
    expect(details).toContain('<caption id="weekly-kind-table" class="visually-hidden">Submissions by kind per week, spam not counted</caption>');
    const headers = [...each(details, 'thead')[0].matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Week of', 'Contact messages', 'Quote requests', 'Job applications', 'Total']);
    const rows = each(each(details, 'tbody')[0], 'tr').map((row) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => text(m[1])));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['29 Dec', '2', '1', '0', '3']);
    expect(rows[1]).toEqual(['5 Jan', '0', '0', '0', '0']); // an empty week is a row of zeros
    expect(rows[11]).toEqual(['16 Mar (so far)', '1', '3', '1', '5']);
    expect(text(each(details, 'tfoot')[0])).toBe('All 12 weeks34512');
  });

  it('says so in words instead of drawing empty charts when nothing came in', () => {
    const empty = render({ weeks: WEEKS, byKind: breakdown(KINDS, []), byHear: breakdown(HEAR, []), byBudget: breakdown(BUDGETS, []) });
    expect(text(empty)).toContain('No submissions in these 12 weeks.');
    expect(empty).not.toContain('role="img"');
  });

  it('describes a chart with nothing in it (only contact messages came in) without a busiest week', () => {
    const html = render({ ...VIEW, byHear: breakdown(HEAR, []) });
    expect(text(each(each(html, 'figure')[1], 'desc')[0])).toBe('No quote requests in these 12 weeks.');
  });
});

describe('gridlines', () => {
  it.for([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [4, [0, 2, 4]],
    [10, [0, 5, 10]],
    [14, [0, 5, 10, 15]],
    [3541, [0, 2000, 4000]],
  ] as const)('up to %i: %j', ([max, expected]) => {
    expect(ticks(max)).toEqual(expected);
  });
});
