// Analytics against the real production server (SQLite): the beacon endpoint's answers, conversions beside the inbox,
// the dashboard and its CSV, and that a visitor's user agent never reaches a file on disk or a backup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../support/admin-cli';
import { archiveTarball, newBackupKey } from '../support/backup';
import { runCli } from '../support/cli';
import { sqliteQuery, type Query } from '../support/database';
import { callAction, signInAdmin } from '../support/forms';
import { eventually, startServer, type RunningServer } from '../support/server';

const MARK = `Probe${randomBytes(6).toString('hex')}`;
const AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 ${MARK}`;
const OTHER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const LEAD_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
/** The probe visitor's address, as nginx (a trusted proxy) names it. */
const ADDRESS = '198.51.100.77';

let server: RunningServer;
let query: Query;
let beacon: (body: unknown, headers?: Record<string, string>) => Promise<Response>;

beforeAll(async () => {
  server = await startServer({ ANALYTICS_FLUSH_MS: '200', ANALYTICS_RATE_MAX: '40', TRUSTED_PROXIES: '127.0.0.1' });
  query = sqliteQuery(server.dataDir);
  beacon = (body, headers = {}) =>
    fetch(`${server.url}/api/hit`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': AGENT, 'x-forwarded-for': ADDRESS, origin: server.url, ...headers } });
});
afterAll(() => server?.stop());

const views = async (where = '1=1', params: unknown[] = []) => Number((await query(`SELECT count(*) AS n FROM analytics_events WHERE ${where}`, params))[0].n);

describe('POST /api/hit', () => {
  it('counts a page view from the beacon, and answers malformed, unexpected and oversized bodies 4xx', async () => {
    expect((await beacon({ u: `${server.url}/work?utm_source=news&utm_campaign=it-spring&x=1`, r: 'https://www.news.example/a', tz: 'Asia/Kolkata' })).status).toBe(204);
    const row = await eventually(async () => (await query("SELECT * FROM analytics_events WHERE utm_campaign = 'it-spring'"))[0]);
    expect(row).toMatchObject({ kind: 'view', path: '/work', entry: 1, referrer: 'news.example', utm_source: 'news', country: 'IN', device: 'desktop', browser: 'Chrome' });
    expect((await beacon('not json')).status).toBe(400);
    expect((await beacon({ u: 42 })).status).toBe(422);
    expect((await beacon({ u: 'x'.repeat(3000) })).status).toBe(413);
  });

  it('answers a body over 2 KB 413 with a message naming its own 2 KB limit, not a form’s megabytes', async () => {
    const response = await beacon({ u: `${server.url}/work`, r: 'x'.repeat(2100) });
    expect(response.status).toBe(413);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/at most 2 KB/);
    expect(message).not.toMatch(/MB|form/);
  });

  it('GET /api/hit (the <noscript> image) counts the page its Referer names', async () => {
    const response = await fetch(`${server.url}/api/hit`, { headers: { referer: `${server.url}/faqs?utm_campaign=it-nojs`, 'user-agent': AGENT, 'x-forwarded-for': '198.51.100.78' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await eventually(async () => (await views("utm_campaign = 'it-nojs' AND path = '/faqs'")) === 1);
  });

  it('drops GPC, DNT, a Decline and a crawler, keeping only the count of blocked hits', async () => {
    const before = await views();
    for (const [body, headers] of [
      [{ u: `${server.url}/work` }, { 'sec-gpc': '1' }],
      [{ u: `${server.url}/work` }, { dnt: '1' }],
      [{ u: `${server.url}/work`, c: 'declined' }, {}],
      [{ u: `${server.url}/work` }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ] as const)
      expect((await beacon(body, headers)).status).toBe(204);
    await eventually(async () => Number((await query('SELECT coalesce(sum(hits), 0) AS n FROM analytics_blocked'))[0].n) === 1);
    expect(await views()).toBe(before);
  });

  it('limits one address to ANALYTICS_RATE_MAX hits a minute', async () => {
    const answers = [];
    for (let i = 0; i < 45; i++) answers.push((await beacon({ u: `${server.url}/about-us` })).status);
    expect(answers).toContain(429);
  });
});

describe('conversions', () => {
  it("for counted visitors, a day's conversions equal the inbox's count of that kind; a GPC visitor's lead is stored but not counted", async () => {
    const contact = (name: string) => ({ fullname: name, email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.', landing: `${server.url}/work?utm_campaign=it-leads&email=ada@example.com news.example` });
    for (const [name, headers] of [
      ['Counted One', { 'user-agent': OTHER }],
      ['Counted Two', { 'user-agent': LEAD_AGENT }],
      ['Private Three', { 'user-agent': OTHER, 'sec-gpc': '1' }],
    ] as const) {
      const response = await callAction(server.url, '/contact-us', 'Contact form', contact(name), headers);
      expect(await response.text()).toMatch(/Thank you/);
    }
    const day = new Date().toISOString().slice(0, 10);
    const inbox = await query("SELECT fullname, utm_campaign, referrer_host, landing_page FROM leads WHERE kind = 'contact' AND status <> 'spam' AND substr(created_at, 1, 10) = ? ORDER BY fullname", [day]);
    expect(inbox).toHaveLength(3);
    expect(inbox[0]).toMatchObject({ utm_campaign: 'it-leads', referrer_host: 'news.example', landing_page: '/work' });
    await eventually(async () => (await views("kind = 'contact' AND day = ?", [day])) === 2);
    const counted = inbox.filter((lead) => lead.fullname !== 'Private Three').length;
    expect(await views("kind = 'contact' AND day = ?", [day])).toBe(counted);
    expect(await views("kind = 'contact' AND utm_campaign = 'it-leads' AND path = '/work'")).toBe(2);
  });
});

describe('the dashboard', () => {
  it('shows today’s visitors, campaigns and conversions to a signed-in user, and each list as CSV', async () => {
    const email = 'analyst@navyug.example';
    expect(runAdminCli(['create-user', email], 'a long enough passphrase\n', { DATA_DIR: server.dataDir }).code).toBe(0);
    const cookie = await signInAdmin(server.url, email, 'a long enough passphrase');
    const html = await (await fetch(`${server.url}/admin/analytics?range=today`, { headers: { cookie } })).text();
    expect(html).toContain('Visitors now');
    expect(html).toContain('the share of visitors (those with a counted page view that day) who sent at least one form, so it never passes 100 %');
    for (const text of ['it-spring', 'it-nojs', 'news.example', '/work']) expect(html).toContain(text);
    const filtered = await (await fetch(`${server.url}/admin/analytics?range=today&f=campaign:it-nojs`, { headers: { cookie } })).text();
    expect(filtered).toContain('/faqs');
    expect(filtered).not.toContain('>/work<');
    const csv = await fetch(`${server.url}/admin/analytics/export?range=today&list=campaign`, { headers: { cookie } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so Excel reads UTF-8
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toMatch(/^Campaigns,Visitors,Page views,Conversions,Conversion rate/);
    expect(text).toMatch(/it-leads,\d+,\d+,2,/);
    const signedOut = await fetch(`${server.url}/admin/analytics/export?list=page`, { redirect: 'manual' });
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.get('location')).toMatch(/\/admin\/login\?next=/);
  });
});

describe('what reaches the disk', () => {
  it('the user agent and the address are in no database file (WAL included) and in no backup', async () => {
    await eventually(async () => (await views()) > 0);
    const needles = [MARK, ADDRESS];
    await new Promise((r) => setTimeout(r, 500));
    const files = readdirSync(server.dataDir).filter((name) => name.startsWith('navyug.db'));
    expect(files).toEqual(expect.arrayContaining(['navyug.db', 'navyug.db-wal']));
    for (const name of files) {
      const bytes = readFileSync(path.join(server.dataDir, name));
      for (const needle of needles) expect(bytes.includes(needle), `${needle} in ${name}`).toBe(false);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'navyug-analytics-backup-'));
    try {
      const archive = path.join(dir, 'backup.tar.gz.age');
      const key = await newBackupKey();
      const backup = await runCli('backup.mts', [archive], { DATA_DIR: server.dataDir, BACKUP_KEY: key });
      expect(backup.code, backup.out).toBe(0);
      const tarball = gunzipSync(await archiveTarball(archive, key));
      for (const needle of needles) expect(tarball.includes(needle), `${needle} in the backup`).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
