// The shipped front proxy (deploy/nginx.conf, run as is by Debian's nginx) in front of two app instances on one
// PostgreSQL: what each layer serves, that the instances behave as one site (media library images included), and
// that nginx's access log keeps no visitor's address, user agent or Referer.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/server/http/form-routes.mts';
// @ts-expect-error: plain ESM script without types (scripts/nginx.mjs), shared with the benchmark
import { NGINX, startNginx } from '../../scripts/nginx.mjs';
import { runAdminCli } from '../support/admin-cli';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { createPostgres, postgresQuery, type Query, type TestPostgres } from '../support/database';
import { eventually, freePort, startServer, type RunningServer } from '../support/server';
import { SmtpSink } from '../support/smtp-sink';

const RATE_LIMIT_MAX = 8;
const PASSWORD = 'correct horse battery staple 42';

const contact = (name: string, token: string) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ fullname: name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.', formtoken: token })) data.append(key, value);
  return data;
};
const tokenOf = (html: string) => /name="formtoken" value="([^"]+)"/.exec(html)![1];

describe('nginx (deploy/nginx.conf) in front of two instances on one PostgreSQL', () => {
  let pgdb: TestPostgres | null = null;
  let a: RunningServer;
  let b: RunningServer;
  let front: { url: string; dir: string; log(): string; stop(): Promise<void> };
  let sink: SmtpSink;
  let query: Query;
  let skip = false;

  beforeAll(async () => {
    if (!NGINX) {
      if (process.env.CI) throw new Error('nginx is required in CI (.ci/run installs it)');
      console.warn('nginx is not installed: the front proxy tests are skipped here (never in CI).');
      skip = true;
      return;
    }
    pgdb = await createPostgres();
    if (!pgdb) {
      console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: the front proxy tests are skipped here (never in CI).');
      skip = true;
      return;
    }
    query = postgresQuery(pgdb.url);
    sink = new SmtpSink(await freePort());
    await sink.start();
    const env = { DATABASE_URL: pgdb.url, SMTP_URL: sink.url, TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), LEADS_TO: 'leads@agency.test' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    front = await startNginx({ port: await freePort(), upstreams: [a.url, b.url].map((url) => new URL(url).host) });
  }, 120_000);

  afterAll(async () => {
    await front?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.stop();
    await pgdb?.drop();
  });

  it('serves build files and media from disk, immutable, without asking an instance', async (ctx) => {
    if (skip) return ctx.skip();
    const home = await (await fetch(`${front.url}/`)).text();
    const script = /\/_next\/static\/[^"]+\.js/.exec(home)![0];
    const image = /\/media\/[^"?\s]+\.(webp|avif)/.exec(home)![0];
    for (const path of [script, image]) {
      const response = await fetch(`${front.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // nginx's own validator (mtime-size in hex) and no cache status: the file came from disk, not from an instance.
      expect(response.headers.get('etag'), path).toMatch(/^(W\/)?"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers.get('x-cache'), path).toBeNull();
    }
  });

  it('keeps a public page for its half second (the instance’s page cache allows it in X-Accel-Expires), but never a form page or the admin', async (ctx) => {
    if (skip) return ctx.skip();
    // Every public page is rendered per request since the studio holds the company's facts (issue 35) and is kept by
    // each instance's page cache until a publish, which nginx cannot be told of: it may keep one for a second.
    const hit = async (path: string) =>
      eventually(async () => {
        const response = await fetch(`${front.url}${path}`);
        await response.arrayBuffer();
        return response.headers.get('x-cache') === 'HIT';
      }, 10_000);
    await hit('/privacy-policy');
    await hit('/career');
    const legal = await fetch(`${front.url}/privacy-policy`);
    expect(legal.headers.get('x-accel-expires')).toBeNull(); // for nginx only
    expect(legal.headers.get('cache-control')).toMatch(/private/); // browsers and other caches ask again
    const forms = [await fetch(`${front.url}/contact-us`), await fetch(`${front.url}/contact-us`), await fetch(`${front.url}/contact-us`)];
    expect(forms.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
    const [first, second] = await Promise.all(forms.slice(1).map(async (r) => tokenOf(await r.text())));
    expect(first).not.toBe(second); // every visitor gets their own form token
    const admin = await fetch(`${front.url}/admin/login`);
    expect(admin.headers.get('x-cache')).toBeNull(); // the uncached location
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });

  it('counts a page view of a page served from its cache: the beacon and the <noscript> image pass through to an instance, on PostgreSQL', async (ctx) => {
    if (skip) return ctx.skip();
    await fetch(`${front.url}/privacy-policy?utm_campaign=nginx-cached`);
    const page = await fetch(`${front.url}/privacy-policy?utm_campaign=nginx-cached`);
    expect(page.headers.get('x-cache')).toBe('MISS'); // rendered per request since issue 35: the beacon counts it all the same
    expect(await page.text()).toContain('<noscript><img src="/api/hit"'); // with JavaScript, site-effects.tsx starts /hit.js
    expect((await fetch(`${front.url}/hit.js`)).status).toBe(200);
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const beacon = await fetch(`${front.url}/api/hit`, { method: 'POST', body: JSON.stringify({ u: `${front.url}/privacy-policy?utm_campaign=nginx-cached`, r: 'https://news.example/' }), headers: { 'content-type': 'text/plain', 'user-agent': agent, origin: front.url } });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get('x-cache')).toBeNull(); // never stored
    const pixel = await fetch(`${front.url}/api/hit`, { headers: { referer: `${front.url}/privacy-policy?utm_campaign=nginx-nojs`, 'user-agent': agent.replace('Chrome/140', 'Chrome/141') } });
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const counted = async () => (await query("SELECT utm_campaign, referrer FROM analytics_events WHERE path = '/privacy-policy' ORDER BY utm_campaign")) as { utm_campaign: string; referrer: string | null }[];
    await eventually(async () => (await counted()).length === 2, 10_000);
    expect(await counted()).toEqual([
      { utm_campaign: 'nginx-cached', referrer: 'news.example' },
      { utm_campaign: 'nginx-nojs', referrer: null }, // without JavaScript the page's own referrer is unknown
    ]);
  });

  it('refuses a body over the largest form’s limit before it reaches an instance', async (ctx) => {
    if (skip) return ctx.skip();
    const answer = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${front.url}/api/forms/apply`);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': MAX_BODY_BYTES + 1 } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer).toBe(413);
  });

  it('puts submissions through either instance in the one inbox, with the address nginx saw, and mails each once', async (ctx) => {
    if (skip) return ctx.skip();
    const names = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Margaret Hamilton', 'Radia Perlman', 'Frances Allen'];
    for (const name of names) {
      const token = tokenOf(await (await fetch(`${front.url}/contact-us`)).text());
      // A visitor's own X-Forwarded-For is replaced by nginx: the app stores the address nginx saw.
      const response = await fetch(`${front.url}/api/forms/contact`, { method: 'POST', body: contact(name, token), headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status, name).toBe(201);
    }
    const rows = await query("SELECT fullname, ip FROM leads WHERE kind = 'contact'");
    expect(rows.map((r) => r.fullname).sort()).toEqual([...names].sort());
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    // nginx balanced them over both instances (round robin), and both outbox workers poll the one table.
    await eventually(async () => (await query("SELECT count(*) AS n FROM outbox WHERE status <> 'sent'"))[0].n === '0' || undefined, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // several more polls by both workers
    for (const name of names) {
      // Exactly once each: the agency's copy (with every word typed) and the visitor's confirmation (with none).
      expect(sink.messages.filter((m) => m.to.includes('leads@agency.test') && SmtpSink.text(m).includes(name)), name).toHaveLength(1);
      expect(sink.messages.filter((m) => m.to.includes(`${name.split(' ')[0].toLowerCase()}@example.com`)), name).toHaveLength(1);
    }
    expect(sink.messages).toHaveLength(names.length * 2);
  }, 60_000);

  it('counts the rate limit once for both instances', async (ctx) => {
    if (skip) return ctx.skip();
    // Six accepted above; RATE_LIMIT_MAX in all from this address, whichever instance each one reaches.
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX - 6 + 2; i++) {
      const token = tokenOf(await (await fetch(`${front.url}/contact-us`)).text());
      statuses.push((await fetch(`${front.url}/api/forms/contact`, { method: 'POST', body: contact(`Limit Tester${i}`, token), headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('keeps an access log without the visitor: no full address, user agent, Referer, query or share token, and no line for the beacon', async (ctx) => {
    if (skip) return ctx.skip();
    const agent = `PrivacyProbe/${Date.now()} (unique)`;
    const token = `tok${Date.now().toString(36)}secret`;
    const referer = 'https://referrer.example/came-from';
    await (await fetch(`${front.url}/share/${token}`, { headers: { 'user-agent': agent, referer } })).text();
    await (await fetch(`${front.url}/privacy-policy?q=ann%40x.co`, { headers: { 'user-agent': agent, referer } })).text();
    const hit = await fetch(`${front.url}/api/hit`, { method: 'POST', body: JSON.stringify({ u: `${front.url}/privacy-policy`, r: referer }), headers: { 'content-type': 'text/plain', 'user-agent': agent, origin: front.url } });
    expect(hit.status).toBe(204);
    const file = path.join(front.dir, 'logs/access.log');
    await eventually(async () => readFileSync(file, 'utf8').includes('GET /privacy-policy'), 5_000);
    const log = readFileSync(file, 'utf8');
    // The request id nginx passed to the app (X-Request-Id), and which instance answered with what, to follow a
    // request into the app's log; still nothing of the visitor's.
    expect(log).toMatch(/^127\.0\.0\.0\/24 \[[^\]]+\] "GET \/share\/\[token\] HTTP\/1\.1" \d{3} \d+ [\d.]+ [0-9a-f]{32} upstream=127\.0\.0\.1:\d+:\d{3}:[\d.]+$/m);
    // The client here is 127.0.0.1, as are the instances nginx names in upstream= (test/integration/log-privacy.test.ts
    // sends from an address of its own): the client's address must be nowhere else.
    const visitorPart = log.replace(/ upstream=\S+$/gm, '');
    for (const secret of [token, agent, 'PrivacyProbe', 'referrer.example', 'ann%40x.co', '127.0.0.1', '/api/hit']) expect(visitorPart, secret).not.toContain(secret);
  });

  describe('the admin, in a browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      if (skip) return;
      expect(runAdminCli(['create-user', 'ops@navyug.example'], `${PASSWORD}\n`, { DATABASE_URL: pgdb!.url }).code).toBe(0);
      browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    }, 60_000);
    afterAll(async () => browser?.close());

    it('a session made on one instance works on the other; a job published on one is on the other’s /career within a second', async (ctx) => {
      if (skip) return ctx.skip();
      const page = await browser.newPage();
      await page.goto(`${a.url}/admin/login`);
      await page.getByLabel('Email').fill('ops@navyug.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      // Cookies belong to the host, not the port: the same session cookie now goes to instance B.
      await page.goto(`${b.url}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      expect(await page.getByRole('cell', { name: 'Grace Hopper' }).count()).toBe(1); // B's inbox has A's leads too

      const onB = async () => (await (await fetch(`${b.url}/career`)).text()).includes('Principal Cache Engineer');
      await onB();
      expect(await onB()).toBe(false); // B's /career is now in its page cache
      await page.goto(`${a.url}/admin/jobs/new`);
      await page.getByLabel('Job title').fill('Principal Cache Engineer');
      await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Cache Engineer');
      await page.getByLabel('Location').fill('Remote, India');
      await page.getByLabel('Experience from (years)').fill('5');
      await page.getByLabel('Experience to (years)').fill('10');
      await page.getByLabel('Currency').fill('USD');
      await page.getByLabel('Salary from (a year)').fill('90000');
      await page.getByLabel('Salary to (a year)').fill('120000');
      await page.getByLabel('Responsibilities (one per line)').fill('Keep pages fast\nKeep them fresh');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
      await page.getByRole('button', { name: 'Create job' }).click();
      await page.getByRole('status').filter({ hasText: 'Job saved.' }).waitFor();
      const saved = Date.now();
      await eventually(onB, 1000);
      console.log(`nginx test: the job was on the other instance's /career ${Date.now() - saved} ms after it was saved`);
      // nginx keeps a page for the half second its cache key names (deploy/nginx.conf), then asks again.
      await eventually(async () => (await (await fetch(`${front.url}/career`)).text()).includes('Principal Cache Engineer'), 5_000);
      console.log(`nginx test: the job was on /career through nginx ${Date.now() - saved} ms after it was saved`);
    }, 90_000);

    // The time it takes is measured and printed (the figure: within 5 s, p95), not asserted: on a shared machine
    // a busy moment would fail a timed assertion without anything being wrong. That every page follows is asserted.
    it('a publish in the content studio shows on every page built from it, through nginx and on both instances (time measured)', async (ctx) => {
      if (skip) return ctx.skip();
      const page = await browser.newPage();
      await page.goto(`${a.url}/admin/login?next=%2Fadmin%2Fcontent`);
      await page.getByLabel('Email').fill('ops@navyug.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      const editorOf = async (collection: string, slug: string) => {
        await page.goto(`${a.url}/admin/content/${collection}?q=${slug}`);
        return page.locator(`table a[href^="/admin/content/${collection}/"]`).first().getAttribute('href');
      };
      const post = `${a.url}${await editorOf('posts', 'choosing-your-first-ai-use-case')}`;
      const faq = `${a.url}${await editorOf('faqs', '')}`;
      const slug = 'choosing-your-first-ai-use-case';
      // Each publish, then every page built from it, asked through nginx and of instance B directly, each already
      // in the caches (asked twice before), until all of them show the new words.
      const rounds = [
        ...Array.from({ length: 6 }, (_, i) => ({ editor: post, field: 'Title', text: `How to choose your first AI use case, take ${i + 1}`, urls: [`${front.url}/blog/${slug}`, `${front.url}/blog`, `${front.url}/blog/rss.xml`, `${front.url}/search-index.json`, `${b.url}/blog/${slug}`, `${b.url}/blog`] })),
        ...Array.from({ length: 4 }, (_, i) => ({ editor: faq, field: 'Answer', text: `Answer, take ${i + 1}.`, urls: [`${front.url}/`, `${front.url}/faqs`, `${b.url}/`, `${b.url}/faqs`, `${front.url}/search-index.json`] })),
      ];
      const times: number[] = [];
      for (const round of rounds) {
        for (const url of round.urls) for (let i = 0; i < 2; i++) await (await fetch(url)).text();
        await page.goto(round.editor);
        await page.locator('form[data-hydrated]').waitFor(); // text typed before React hydrates a textarea is reset by it
        await page.getByRole('textbox', { name: round.field, exact: true }).fill(round.text);
        const started = Date.now();
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' }).waitFor();
        const escaped = round.text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
        await Promise.all(
          round.urls.map((url) =>
            eventually(async () => {
              const body = await (await fetch(url)).text();
              return body.includes(round.text) || body.includes(escaped);
            }, 60_000).catch(async () => {
              const body = await (await fetch(url)).text();
              const at = body.indexOf('take');
              throw new Error(`${url} did not show “${round.text}” within 60 s of publishing: ${at < 0 ? 'no "take" in it' : body.slice(at - 200, at + 100)}`);
            }),
          ),
        );
        times.push(Date.now() - started);
      }
      const sorted = [...times].sort((x, y) => x - y);
      const p95 = sorted[Math.ceil(0.95 * sorted.length) - 1];
      console.log(`nginx test: publish to visible on every page, through nginx and on both instances, ms: ${times.join(', ')} (p95 ${p95}, median ${sorted[Math.floor(sorted.length / 2)]})`);
    }, 600_000);

    it('an image uploaded on one instance is served by both, and by nginx from its cache after the first request', async (ctx) => {
      if (skip) return ctx.skip();
      const page = await browser.newPage();
      // Signed in on instance A itself, as above (nginx here listens on a port of its own, and passes a Host without it).
      await page.goto(`${a.url}/admin/login?next=%2Fadmin%2Fmedia`);
      await page.getByLabel('Email').fill('ops@navyug.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ff7a1a' } }).jpeg().toBuffer();
      await page.getByLabel(/^Image\b/).setInputFiles({ name: 'through-nginx.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByLabel(/^Alt text/).fill('An orange square');
      await page.getByRole('button', { name: 'Upload image' }).click();
      await page.getByRole('status').filter({ hasText: 'Image uploaded.' }).waitFor({ timeout: 60_000 });
      await page.getByText('Its files', { exact: true }).click();
      const file = (await page.getByRole('link', { name: 'WEBP' }).last().getAttribute('href'))!;
      expect(file).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp$/);
      await page.close();

      // Each instance serves it from the database (PostgreSQL), whichever one took the upload.
      for (const instance of [a, b]) {
        const direct = await fetch(instance.url + file);
        expect(direct.status, instance.url).toBe(200);
        expect(Buffer.from(await direct.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
      }
      // Through nginx: from an instance once, then from nginx's cache, with the app's headers.
      const answers = [await fetch(front.url + file), await fetch(front.url + file)];
      expect(answers.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'HIT']);
      for (const response of answers) {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
      // An unknown file is 404 and never kept: asked again, it goes to an instance again.
      const unknown = `/media/${'0'.repeat(32)}-640.webp`;
      const misses = [await fetch(front.url + unknown), await fetch(front.url + unknown)];
      expect(misses.map((r) => r.status)).toEqual([404, 404]);
      expect(misses.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'MISS']);
    }, 120_000);
  });
});
