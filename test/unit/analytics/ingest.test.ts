import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/content/routes';
import { CONSENT_KEY } from '@/lib/consent';
import { migrate } from '@/server/db/client';
import { withKeysLocked } from '@/server/db/keyed-lock';
import { parseAnalyticsQuery } from '@/lib/admin/analytics-query';
import { OTHER } from '@/server/analytics/rollup';
import { createAnalytics, VALUES_PER_DAY, type Analytics, type Hit, type RequestSignals } from '@/server/analytics/queue';
import { analyticsReport } from '@/server/analytics/report';
import { engineDatabase, type Engine } from '../../support/database';

const corpus = (name: string) =>
  readFileSync(path.join(__dirname, '../../fixtures', name), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
const BOTS = corpus('bot-agents.txt');
const BROWSERS = corpus('browser-agents.txt');
const CHROME = BROWSERS[0];

const hit = (over: Partial<Hit> = {}): Hit => ({ url: 'https://navyug.example/work', referrer: 'https://www.google.com/', timeZone: 'Europe/Paris', consent: null, script: true, ...over });
const signals = (over: Partial<RequestSignals> = {}): RequestSignals => ({ address: '203.0.113.7', userAgent: CHROME, optOut: false, host: 'navyug.example', ...over });

let close: (() => Promise<void>) | undefined;
let analytics: Analytics | undefined;
afterEach(async () => {
  analytics?.stop();
  await close?.();
});

async function setup(options: Parameters<typeof createAnalytics>[1] = {}, engine: Engine = 'SQLite') {
  const handle = (await engineDatabase(engine))!;
  close = handle.close;
  await migrate(handle.db);
  analytics = createAnalytics(handle.db, { flushMs: 60_000, ratePerMinute: 100_000, globalPerMinute: 100_000, routes: async () => new Set(staticRoutes), ...options });
  const rows = async () => {
    await analytics!.flush();
    return handle.db.kysely.selectFrom('analytics_events').selectAll().orderBy('id').execute();
  };
  const blocked = async () => (await handle.db.kysely.selectFrom('analytics_blocked').select('hits').execute()).reduce((n, r) => n + r.hits, 0);
  return { db: handle.db, analytics, rows, blocked };
}

describe('counting', () => {
  it(`drops every one of ${BOTS.length} crawler user agents and keeps only the count`, async () => {
    expect(BOTS.length).toBeGreaterThanOrEqual(200);
    const { analytics, rows, blocked } = await setup();
    const counted = [];
    for (const [i, userAgent] of BOTS.entries()) if ((await analytics.recordHit(hit(), signals({ userAgent, address: `198.51.100.${i % 250}` }))) === 'counted') counted.push(userAgent);
    expect(counted).toEqual([]);
    expect(await rows()).toHaveLength(0);
    expect(await blocked()).toBe(BOTS.length);
  });

  it(`counts every one of ${BROWSERS.length} real browsers, with its device class and family`, async () => {
    const { analytics, rows } = await setup();
    for (const [i, userAgent] of BROWSERS.entries()) expect(await analytics.recordHit(hit(), signals({ userAgent, address: `198.51.100.${i}` }))).toBe('counted');
    const stored = await rows();
    expect(stored).toHaveLength(BROWSERS.length);
    expect(new Set(stored.map((r) => r.device))).toEqual(new Set(['desktop', 'mobile', 'tablet']));
    expect(new Set(stored.map((r) => r.browser))).toEqual(new Set(['Chrome', 'Firefox', 'Safari', 'Microsoft Edge', 'Opera', 'Samsung Internet', 'Vivaldi']));
  });

  it('keeps the route, the referrer host, the UTM values and the country, and nothing that names the visitor', async () => {
    const { analytics, rows } = await setup();
    await analytics.recordHit(hit({ url: 'https://navyug.example/work/?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring&email=ana@example.com#top' }), signals());
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'view', path: '/work', entry: 1, referrer: 'google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', country: 'FR', device: 'desktop', browser: 'Chrome' });
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|ana@example|Mozilla/);
  });

  it('puts unknown paths under Not found and ignores the admin, previews and share links', async () => {
    const { analytics, rows } = await setup();
    await analytics.recordHit(hit({ url: 'https://navyug.example/wp-login.php' }), signals());
    for (const url of ['https://navyug.example/admin/leads', 'https://navyug.example/blog/x?preview=abc', 'https://navyug.example/share/abc']) expect(await analytics.recordHit(hit({ url }), signals())).toBe('ignored');
    expect((await rows()).map((r) => [r.kind, r.path])).toEqual([['notfound', '/wp-login.php']]);
  });

  it('an in-app navigation is not an entry and keeps no referrer; the same visitor has the same hash', async () => {
    const { analytics, rows } = await setup();
    await analytics.recordHit(hit({ url: 'https://navyug.example/?utm_campaign=launch' }), signals());
    await analytics.recordHit(hit({ url: 'https://navyug.example/about-us', referrer: 'https://navyug.example/' }), signals());
    const [first, second] = await rows();
    expect(second).toMatchObject({ entry: 0, referrer: null, utm_campaign: null });
    expect(second.visitor).toBe(first.visitor);
  });

  it('writes a backlog a batch at a time until none is left, and keeps at most its bound of page views waiting', async () => {
    const { db, analytics, rows } = await setup({ batchMax: 20, queueMax: 50 });
    expect(await analytics.recordHit(hit(), signals())).toBe('counted');
    expect(await rows()).toHaveLength(1); // the day's salt is read
    // the database is busy (SQLite: its one connection held): the first batch of 20 waits for it, 50 more wait in memory
    const results = await withKeysLocked(db, ['busy'], async () => {
      const answers = [];
      for (let i = 0; i < 80; i++) answers.push(await analytics.recordHit(hit(), signals({ userAgent: `${CHROME} q${i}` })));
      return answers;
    });
    expect(results.filter((r) => r === 'counted')).toHaveLength(70);
    expect(results.slice(70)).toEqual(Array(10).fill('limited'));
    expect(await rows()).toHaveLength(71);
  });

  it.each([
    ['Global Privacy Control or Do Not Track', hit(), signals({ optOut: true })],
    ['a Decline on the cookie pop-up', hit({ consent: 'declined' }), signals()],
  ])('does not count a visitor who sends %s', async (_, h, s) => {
    const { analytics, rows } = await setup();
    expect(await analytics.recordHit(h, s)).toBe('ignored');
    expect(await rows()).toHaveLength(0);
  });

  it('with ANALYTICS_CONSENT=accept counts only visitors who pressed Accept', async () => {
    const { analytics, rows } = await setup({ consent: 'accept' });
    expect(await analytics.recordHit(hit(), signals())).toBe('ignored');
    expect(await analytics.recordHit(hit({ consent: 'accepted' }), signals())).toBe('counted');
    expect(await rows()).toHaveLength(1);
  });

  it('limits hits per address per minute', async () => {
    const { analytics } = await setup({ ratePerMinute: 3 });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await analytics.recordHit(hit(), signals()));
    expect(results).toEqual(['counted', 'counted', 'counted', 'limited', 'limited']);
    expect(await analytics.recordHit(hit(), signals({ address: '203.0.113.8' }))).toBe('counted');
  });

  it('counts 400 views from 400 addresses of one IPv6 /64 as one network: no more than the limit', async () => {
    const { analytics, rows } = await setup({ ratePerMinute: 120 });
    const results = [];
    for (let i = 0; i < 400; i++) results.push(await analytics.recordHit(hit(), signals({ address: `2001:db8:1:2:${(i + 1).toString(16)}::7`, userAgent: `${CHROME} r${i}` })));
    expect(results.filter((r) => r === 'counted')).toHaveLength(120);
    expect(await rows()).toHaveLength(120);
    // The next /64 is another network
    expect(await analytics.recordHit(hit(), signals({ address: '2001:db8:1:3::7' }))).toBe('counted');
  });

  it('counts at most the instance budget a minute from all addresses together (ANALYTICS_GLOBAL_MAX), and again the next minute', async () => {
    let clock = Date.parse('2026-03-10T12:00:00Z');
    const { analytics, rows } = await setup({ ratePerMinute: 120, globalPerMinute: 300, now: () => new Date(clock) });
    const results = [];
    // the flood: 250 addresses, 20 views each, a new user agent on every one
    for (let i = 0; i < 5000; i++) results.push(await analytics.recordHit(hit(), signals({ address: `127.0.${i % 250}.1`, userAgent: `${CHROME} f${i}` })));
    expect(results.filter((r) => r === 'counted')).toHaveLength(300);
    expect(results.filter((r) => r === 'limited')).toHaveLength(4700);
    // a crawler is not counted against the budget, and is still told apart
    expect(await analytics.recordHit(hit(), signals({ userAgent: BOTS[0], address: '198.51.100.9' }))).toBe('blocked');
    clock += 60_000;
    expect(await analytics.recordHit(hit(), signals({ address: '198.51.100.9' }))).toBe('counted');
    expect(await rows()).toHaveLength(301);
  });

  it.each([
    ['the beacon', hit({ url: 'https://evil.example/services' })],
    ['a look-alike host', hit({ url: 'https://navyug.example.evil.example/services' })],
    ['the <noscript> image on another site', hit({ url: 'https://evil.example/services', referrer: null, script: false })],
    ['another scheme', hit({ url: 'ftp://navyug.example/services' })],
  ])('does not count a page view whose address names another site (%s)', async (_, h) => {
    const { analytics, rows } = await setup();
    expect(await analytics.recordHit(h, signals())).toBe('ignored');
    expect(await analytics.recordHit(hit({ url: 'https://www.navyug.example/services' }), signals())).toBe('counted');
    expect((await rows()).map((r) => r.path)).toEqual(['/services']);
  });

  it('a crawler is told apart the same way the second time its user agent is seen (the per-agent memo)', async () => {
    const { analytics, rows, blocked } = await setup();
    for (let round = 0; round < 2; round++) {
      expect(await analytics.recordHit(hit(), signals({ userAgent: BOTS[0], address: `198.51.100.${round}` }))).toBe('blocked');
      expect(await analytics.recordHit(hit(), signals({ userAgent: CHROME, address: `198.51.100.${round}` }))).toBe('counted');
    }
    expect((await rows()).map((r) => r.browser)).toEqual(['Chrome', 'Chrome']);
    expect(await blocked()).toBe(2);
  });

  it('writes a batch whole, 25 rows at a time, letting other work run between them', async () => {
    const { analytics, rows } = await setup();
    for (let i = 0; i < 130; i++) await analytics.recordHit(hit(), signals({ address: `198.51.${i >> 8}.${i & 255}` }));
    let written = false;
    const checks: boolean[] = [];
    const watch = () => {
      checks.push(written);
      if (!written) setImmediate(watch);
    };
    setImmediate(watch);
    await analytics.flush().then(() => (written = true));
    expect(await rows()).toHaveLength(130);
    // The server's other work had turns while the batch was written (130 rows: six inserts, five turns between).
    expect(checks.filter((done) => !done).length).toBeGreaterThanOrEqual(5);
  });

  it('the beacon reads the key the cookie pop-up writes', () => {
    expect(readFileSync(path.join(__dirname, '../../../lib/analytics/hit.browser.js'), 'utf8')).toContain(`getItem('${CONSENT_KEY}')`);
  });
});

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('a flood of made-up values ($engine)', ({ engine }) => {
  it(`keeps at most ${VALUES_PER_DAY} not-found paths, campaigns and referrers a day, the rest counted as "${OTHER}", in the database and on the dashboard`, async () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const { db, analytics, rows } = await setup({ now: () => at }, engine);
    const flood = 1200;
    for (let i = 0; i < flood; i++) {
      const url = `https://navyug.example/fake-${i}?utm_source=src-${i}&utm_campaign=camp-${i}`;
      expect(await analytics.recordHit(hit({ url, referrer: `https://spam-${i}.example/` }), signals({ address: `10.0.${i >> 8}.${i & 255}` }))).toBe('counted');
      if (i % 400 === 399) await analytics.flush(); // several batches, as the flush timer would write them
    }
    const stored = await rows();
    expect(stored).toHaveLength(flood); // every view counted, none lost
    for (const column of ['path', 'utm_campaign', 'utm_source', 'referrer'] as const) {
      const values = new Set(stored.map((r) => r[column]));
      expect(values.size, column).toBe(VALUES_PER_DAY + 1);
      expect(values.has(OTHER), column).toBe(true);
      expect(stored.filter((r) => r[column] === OTHER), column).toHaveLength(flood - VALUES_PER_DAY);
    }
    const report = await analyticsReport(db.kysely, parseAnalyticsQuery({ range: 'today' }, at), at, 0);
    expect(report.lists.notfound.length).toBeLessThanOrEqual(VALUES_PER_DAY + 1);
    expect(report.lists.notfound.reduce((n, r) => n + r.views, 0)).toBe(flood);
    expect(report.lists.campaign.find((r) => r.value === OTHER)?.visitors).toBe(flood - VALUES_PER_DAY);
    // a value the day already keeps is still counted as itself after the cap is reached
    await analytics.recordHit(hit({ url: 'https://navyug.example/fake-3?utm_campaign=camp-3' }), signals({ address: '10.9.9.9' }));
    expect((await rows()).at(-1)).toMatchObject({ path: '/fake-3', utm_campaign: 'camp-3' });
  });
});
