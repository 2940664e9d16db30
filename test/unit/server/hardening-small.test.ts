import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BYTES, readJson } from '@/server/careers/source';
import { openDatabase } from '@/server/db/client';
import { createSender } from '@/server/mail/transport';
import { renderMarkdown } from '@/lib/markdown';
import { securityHeaders } from '@/lib/security-headers';
import { strictTransportSecurity } from '@/server/serving/transport-security.mts';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('data folder permissions', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'navyug-perm-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data folder 0700 and the SQLite files 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const db = await openDatabase({ dataDir });
    try {
      const file = path.join(dataDir, 'navyug.db');
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      if (existsSync(`${file}-wal`)) expect(mode(`${file}-wal`)).toBe(0o600);
      if (existsSync(`${file}-shm`)) expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await db.kysely.destroy();
    }
  });

  it('tightens a data folder and database file an older version left readable', async () => {
    const dataDir = path.join(root, 'old', 'data');
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'navyug.db');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const db = await openDatabase({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      if (existsSync(`${file}-wal`)) expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await db.kysely.destroy();
    }
  });

  it('writes outgoing mail files 0600 in a 0700 folder', async () => {
    const dataDir = path.join(root, 'mail-data');
    const send = createSender({ dataDir });
    await send({ id: 'perm-1', from: 'site@navyug.example', to: 'hr@navyug.example', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    const dir = path.join(dataDir, 'mail');
    const [eml] = readdirSync(dir);
    expect(eml).toMatch(/perm-1\.eml$/);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, eml))).toBe(0o600);
  });
});

describe('security headers', () => {
  it('pin browsers to https only when the public origin the server runs with is https', () => {
    expect(strictTransportSecurity('https://navyug.example')).toBe('max-age=63072000; includeSubDomains');
    expect(strictTransportSecurity('http://localhost:4321')).toBeNull();
    expect(securityHeaders().map((header) => header.key)).toContain('Content-Security-Policy');
    expect(securityHeaders().map((header) => header.key)).not.toContain('Strict-Transport-Security'); // not fixed at build time
  });

  it('are what next.config.ts sends on documents; attachments keep their own CSP', async () => {
    const { default: nextConfig } = await import('@/next.config');
    const rules = await nextConfig.headers!();
    const documents = rules.find((rule) => rule.source.startsWith('/((?!_next/static/'));
    expect(documents?.headers).toEqual(securityHeaders());
    expect(new RegExp(`^${documents!.source}$`).test('/admin/files/abc')).toBe(false);
    expect(new RegExp(`^${documents!.source}$`).test('/admin/leads/abc')).toBe(true);
    const files = rules.find((rule) => rule.source === '/admin/files/:path*');
    expect(files?.headers.map((header) => header.key)).toEqual(securityHeaders().map((header) => header.key).filter((key) => key !== 'Content-Security-Policy'));
  });

  it('keep the admin console, and only it, apart from other sites\' windows (Cross-Origin-Opener-Policy)', async () => {
    const { default: nextConfig } = await import('@/next.config');
    const rules = await nextConfig.headers!();
    // Each rule's source matched as Next matches it.
    const opener = (path: string) =>
      rules
        .filter((rule) => getPathMatch(rule.source)(path) !== false)
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cross-Origin-Opener-Policy')
        .map((header) => header.value);
    for (const path of ['/admin', '/admin/login', '/admin/leads/abc']) expect(opener(path), path).toEqual(['same-origin']);
    for (const path of ['/', '/contact-us', '/get-quote', '/blog/some-post', '/share/abc']) expect(opener(path), path).toEqual([]);
  });
});

describe('Markdown links and images', () => {
  const refused = [
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](java&#115;cript:alert(1))',
    '[x](&#x20;javascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](<\tjavascript:alert(1)>)',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '[x][r]\n\n[r]: <java&#115;cript:alert(1)>',
  ];

  it.each(refused)('prints only the text of %j', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<a');
    expect(html).toContain('x');
  });

  it('prints a dangerous autolink as text', () => {
    const html = renderMarkdown('<javascript:alert(1)>');
    expect(html).not.toContain('<a');
    expect(html).toContain('javascript:alert(1)');
  });

  it('prints the alt text of an image with a refused source', () => {
    expect(renderMarkdown('![a cat](javascript:alert(1))')).toBe('<p>a cat</p>\n');
    expect(renderMarkdown('![a cat](data:image/svg+xml,<svg/>)')).not.toContain('<img');
  });

  it('never hands the browser a reference it would resolve into another URL', () => {
    // One level of references is resolved (as CommonMark says); what is left is escaped, not a second level.
    expect(renderMarkdown('[x](java&amp;#115;cript:alert(1))')).toBe('<p><a href="java&amp;#115;cript:alert(1)">x</a></p>\n');
  });

  it('keeps ordinary links and images as they were', () => {
    expect(renderMarkdown('[a](https://example.com/?a=1&amp;b=2 "T") [b](mailto:hi@navyug.example) [c](/blog/x) [d](#top) [e](<docs/a b.pdf>)')).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2" title="T">a</a> <a href="mailto:hi@navyug.example">b</a> <a href="/blog/x">c</a> <a href="#top">d</a> <a href="docs/a%20b.pdf">e</a></p>\n',
    );
    expect(renderMarkdown('<https://example.com/a> www.example.com')).toBe(
      '<p><a href="https://example.com/a">https://example.com/a</a> <a href="http://www.example.com">www.example.com</a></p>\n',
    );
    expect(renderMarkdown('![A *bold* cat](/media/cat.jpg "Cat")')).toBe('<p><img src="/media/cat.jpg" alt="A bold cat" title="Cat" /></p>\n');
  });
});

describe('jobs provider answers', () => {
  /** A body that yields `chunk` bytes per read for as long as it is read, and records reads and cancellation. */
  function endless(chunk: number) {
    const seen = { reads: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          seen.reads++;
          controller.enqueue(new Uint8Array(chunk).fill(0x20));
        },
        cancel() {
          seen.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, seen };
  }

  it('parses a JSON body under the cap', async () => {
    await expect(readJson(new Response('{"data":[{"id":1}]}'))).resolves.toEqual({ data: [{ id: 1 }] });
  });

  it('rejects a body that is not JSON', async () => {
    await expect(readJson(new Response('<html>maintenance</html>'))).rejects.toThrow(SyntaxError);
  });

  it('stops reading and cancels an endless body once it passes 1 MB', async () => {
    const { stream, seen } = endless(64 * 1024);
    await expect(readJson(new Response(stream))).rejects.toThrow(/larger than/);
    expect(seen.cancelled).toBe(true);
    expect(seen.reads * 64 * 1024).toBeLessThanOrEqual(MAX_JSON_BYTES + 64 * 1024);
  });

  it('rejects without reading when Content-Length is over the cap', async () => {
    const { stream, seen } = endless(1024);
    const response = new Response(stream, { headers: { 'content-length': String(MAX_JSON_BYTES + 1) } });
    await expect(readJson(response)).rejects.toThrow(/larger than/);
    expect(seen.reads).toBe(0);
    expect(seen.cancelled).toBe(true);
  });
});

describe('jobs provider requests', () => {
  let server: Server;
  let origin: string;
  const hits: string[] = [];
  let source: typeof import('@/server/careers/source');

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(`${request.method} ${request.url}`);
      if (request.url === '/elsewhere') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[],"message":"followed"}');
      } else if (request.url === '/api/front/get-single-career-job?id=7') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(`{"data":{"id":7},"pad":"${' '.repeat(MAX_JSON_BYTES)}"}`);
      } else {
        response.writeHead(302, { location: '/elsewhere' }).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // config reads JOBS_API_URL once at import: load a fresh copy of the module graph with it set.
    vi.stubEnv('JOBS_API_URL', origin);
    vi.resetModules();
    source = await import('@/server/careers/source');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    hits.length = 0;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not follow a redirect when listing jobs', async () => {
    await expect(source.listJobs()).rejects.toBeInstanceOf(source.JobsUnavailable);
    expect(hits).toEqual(['GET /api/front/get-career-jobs?type=front']);
  });

  it('does not follow a redirect when forwarding an application', async () => {
    const form = new FormData();
    form.set('name', 'Ada');
    await expect(source.forwardApplication(form)).rejects.toBeInstanceOf(source.JobsUnavailable);
    expect(hits).toEqual(['POST /api/front/apply-for-job']);
  });

  it('treats an answer over 1 MB as the provider not answering', async () => {
    await expect(source.getJob(7)).rejects.toBeInstanceOf(source.JobsUnavailable);
  });
});
