// The browser tests of the request guard's refusals (test/e2e/refusals.spec.ts, refusals.nojs.spec.ts) run
// against a server of their own, started per worker with small limits, so that each refusal can be met as a
// visitor meets it: the form's own rate limit and then the guard's (429), a body over the form's limit (413),
// every body slot taken (503), an upload that stalls on its way (408: the browser goes through a proxy that
// holds the body back, test/support/stalling-proxy.ts), and PostgreSQL gone (503: the server reaches it
// through a TCP proxy the test cuts, as test/integration/db-outage.test.ts does).
import { once } from 'node:events';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgres, type TestPostgres } from './postgres';
import { fixtures } from './files';
import { expect, test as base, type Page } from './fixtures';
import { fillQuote } from './quote';
import { eventually, startServer, type RunningServer } from './server';
import { startStallingProxy, type StallingProxy } from './stalling-proxy';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const MB = 1024 * 1024;

/** How the refusal server differs from production. */
const GUARD_ENV = {
  // One submission per form and address, then the form's own 429, then the guard's.
  RATE_LIMIT_MAX: '1',
  RATE_LIMIT_WINDOW_MS: String(24 * 60 * 60_000), // a window that does not end in the middle of a test
  // Each test sends from an address of its own (X-Forwarded-For, believed from this machine): a fresh limit.
  TRUSTED_PROXIES: '127.0.0.1',
  MAX_BODIES: '1', // one upload held open by the test and the server is busy
  BODY_IDLE_TIMEOUT_MS: '2000', // a stalled upload is answered in 2 s, not 20
};

export interface RefusalSite {
  server: RunningServer;
  /** between the server and PostgreSQL: cut it and no form can be stored; null where PostgreSQL is missing (SQLite then) */
  postgres: TcpProxy | null;
  /** between the browser and the server, for a test that uses `throughStallingProxy` */
  stalling: StallingProxy;
}

let addresses = 0;

export const test = base.extend<{ visitor: string; throughStallingProxy: boolean }, { site: RefusalSite }>({
  site: [
    async ({}, use) => {
      const env: Record<string, string> = { ...GUARD_ENV };
      const pgdb: TestPostgres | null = await createPostgres(); // none on this machine: SQLite (never in CI: it throws there)
      let postgres: TcpProxy | null = null;
      if (pgdb) {
        const direct = new URL(pgdb.url);
        postgres = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        // Short waits for a database that went away, as test/integration/db-outage.test.ts has them.
        Object.assign(env, { DATABASE_URL: postgres.via(pgdb.url), DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '3000' });
      }
      const server = await startServer(env);
      const stalling = await startStallingProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
      await use({ server, postgres, stalling });
      await stalling.close();
      await server.stop();
      await postgres?.close();
      await pgdb?.drop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** the browser reaches the server through `site.stalling`, which can hold back its uploads */
  throughStallingProxy: [false, { option: true }],
  baseURL: async ({ site, throughStallingProxy }, use) => use(throughStallingProxy ? site.stalling.url : site.server.url),
  // A refused post is a failed load the browser logs; that is the point here.
  expectedFailures: async ({}, use) => use(['/contact-us', '/get-quote', '/career-details', '/api/careers/apply']),
  /** the client address this test's requests come from (the server's rate limit counts per address) */
  visitor: [
    async ({ page }, use) => {
      const address = `198.51.100.${++addresses}`;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
});

export { expect };

/** A form as a visitor fills it in: where it is, every answer, and how to see they are all still there. */
export interface FormUnderTest {
  name: 'contact' | 'quote' | 'application';
  label: string;
  submit: string;
  /** what the form says once the submission is stored */
  sent: RegExp;
  /** the largest body the guard takes for this form, as the tests' titles say it */
  limit: string;
  open(page: Page): Promise<void>;
  fill(page: Page): Promise<void>;
  expectKept(page: Page): Promise<void>;
  /** makes the form's body larger than the guard takes for it: a file far too large, or a message past its maxlength */
  overfill(page: Page, files: BigFiles): Promise<void>;
}

const contact: FormUnderTest = {
  name: 'contact',
  label: 'Contact form',
  submit: 'Submit',
  sent: /Your message is with us/,
  limit: '256 KB',
  async open(page) {
    await page.goto('/contact-us');
  },
  async fill(page) {
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('How can we help?').fill('A new website, soon.');
  },
  async expectKept(page) {
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('E-mail')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
    await expect(page.getByLabel('How can we help?')).toHaveValue(/^A new website, soon\./);
  },
  async overfill(page) {
    // Only a form altered in the browser can send this much: the message box stops at 5,000 characters.
    await page.getByLabel('How can we help?').evaluate((box: HTMLTextAreaElement) => {
      box.removeAttribute('maxlength');
      box.value += ' '.repeat(300 * 1024);
    });
  },
};

const quote: FormUnderTest = {
  name: 'quote',
  label: 'Quote request form',
  submit: "Let's Roll",
  sent: /Your quote request is with us/,
  limit: '50 MB',
  async open(page) {
    await page.goto('/get-quote');
  },
  async fill(page) {
    await fillQuote(page);
    await page.getByLabel('Comments').fill('Ship it by June.');
  },
  async expectKept(page) {
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('E-mail')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Company name')).toHaveValue('Hopper & Co');
    await expect(page.getByLabel('Phone number')).toHaveValue('+91 98765 43210');
    await expect(page.getByRole('combobox', { name: /^Project type/ })).toHaveValue('webdevelopment');
    await expect(page.getByLabel('Budget')).toHaveValue('5000');
    await expect(page.getByLabel('Timeline')).toHaveValue('asap');
    await expect(page.getByLabel('Preferred talent')).toHaveValue('designer');
    await expect(page.getByLabel('How did you hear about us?')).toHaveValue('referral');
    await expect(page.getByLabel('Comments')).toHaveValue('Ship it by June.');
    await expect(page.getByLabel(/I agree to the privacy policy/)).toBeChecked();
  },
  async overfill(page, files) {
    await page.getByLabel('Files').setInputFiles(files.make('brief.pdf', 51 * MB));
  },
};

const application: FormUnderTest = {
  name: 'application',
  label: 'Job application',
  submit: 'Apply',
  sent: /Your application is in/,
  limit: '60 MB',
  async open(page) {
    // The job page loaded as a page of its own (not by a client-side navigation), as a shared link opens it.
    await page.goto('/career');
    const href = await page.getByRole('link', { name: /Apply Now: DevOps Engineer/ }).getAttribute('href');
    await page.goto(href!);
  },
  async fill(page) {
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail').fill('grace@example.com');
    await page.getByLabel('Mobile number').fill('+1 415 555 0132');
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(2000)) });
  },
  async expectKept(page) {
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(page.getByLabel('E-mail')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Mobile number')).toHaveValue('+1 415 555 0132');
  },
  async overfill(page, files) {
    await page.getByLabel('Résumé').setInputFiles(files.make('cv.pdf', 61 * MB));
  },
};

export const FORMS = [contact, quote, application];

/** Files of any size on disk (sparse: nothing is written but their header), removed after the test. */
export class BigFiles {
  private dir = mkdtempSync(path.join(tmpdir(), 'navyug-big-'));
  make(name: string, bytes: number): string {
    const file = path.join(this.dir, name);
    writeFileSync(file, fixtures.pdf());
    truncateSync(file, bytes);
    return file;
  }
  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Takes the server's only body slot (MAX_BODIES=1) with an upload that keeps coming, a kilobyte every 300 ms:
 * never quiet for the guard's idle timeout, never under its 1 KB/s floor. Resolves once the server is busy,
 * with the release, which resolves once it is not.
 */
export async function holdTheOnlyUploadSlot(base: string): Promise<() => Promise<void>> {
  const { hostname, port } = new URL(base);
  // A small post elsewhere shows whether the server is busy: 503 while every slot is taken.
  const busy = async () => (await fetch(`${base}/not-a-form`, { method: 'POST', body: 'x' })).status === 503;
  for (let attempt = 1; ; attempt++) {
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    socket.write(`POST /contact-us HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: text/plain\r\nContent-Length: ${200 * 1024}\r\n\r\n`);
    const drip = setInterval(() => socket.write(Buffer.alloc(1024, 'x')), 300);
    const release = async () => {
      clearInterval(drip);
      socket.destroy();
      await eventually(async () => !(await busy()));
    };
    // The guard counts the body once the rate limit has been asked; a probe sent before that takes the slot
    // itself for a moment, and the upload may be the one refused: then try again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (await busy()) return release;
    await release();
    if (attempt === 5) throw new Error('could not take the upload slot');
  }
}

/**
 * From now on the page's scripts that load late never arrive, the form's browser checks among them: a form
 * sent before they arrive is checked by the server alone, so its body reaches the guard as it is.
 */
export async function holdBackLateScripts(page: Page) {
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, () => undefined);
}

/** The guard's log line for this refusal: it, not the form, refused this visitor. */
export function expectGuardRefused(site: RefusalSite, status: number, visitor: string) {
  // The guard's line names the visitor's network (an IPv4 address's /24), never the address (docs/operations.md, Logs).
  const network = visitor.replace(/\.\d+$/, '.0/24');
  expect(site.server.output()).toMatch(new RegExp(`guard: ${status} POST \\S+ from ${network.replace(/[./]/g, '\\$&')}: `));
  expect(site.server.output()).not.toContain(visitor);
}
