// A script that gets into rendered content does not run. The server allows by hash only the inline scripts the
// site's own code writes (server/serving/csp.mts); here scripts are planted inside a real page's <main>, where
// rendered content (a blog post's body, later staff-written content) goes, the page passes through the same
// rewriting layer that computes the policy, and Chromium loads it: Next still hydrates, the planted scripts and
// handler do not run, and the browser reports each as a violation.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownScripts, scriptHash } from '@/server/serving/csp.mts';
import { rewriteHtmlResponses } from '@/server/serving/html-rewrite.mts';
import { securityHeaders } from '@/lib/security-headers';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const PLANTED = [
  '<script>window.__planted = "plain"</script>',
  // Dressed as Next's payload, with code after it: the frame must hold JSON and nothing else.
  '<script>self.__next_f.push([1,"x"]);window.__planted = "payload"</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0]);window.__planted = "bootstrap"</script>',
  '<script type="text/javascript">window.__planted = "typed"</script>',
  '<img src="/nowhere.png" alt="" onerror="window.__planted = \'handler\'">',
].join('');

describe('a script planted where rendered content goes', () => {
  let app: RunningServer;
  let front: Server;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    app = await startServer();
    const policy = securityHeaders().find((header) => header.key === 'Content-Security-Policy')!.value;
    // The page as the app renders it, with the planted markup inside <main>, through the layer that hashes.
    const planted = rewriteHtmlResponses(async (_req: IncomingMessage, res: ServerResponse) => {
      const html = await (await fetch(`${app.url}/blog`)).text();
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', policy);
      res.end(html.replace(/<main([^>]*)>/, `<main$1>${PLANTED}`));
    });
    front = createServer((req, res) => {
      if (req.url === '/planted') return void planted(req, res);
      // Everything else (Next's chunks, styles, images) from the app itself.
      fetch(app.url + req.url, { headers: { accept: String(req.headers.accept ?? '*/*') } })
        .then(async (response) => {
          const type = response.headers.get('content-type');
          res.writeHead(response.status, type ? { 'content-type': type } : {});
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => front?.close(resolve));
    await app?.stop();
  });

  it('is left out of the policy, and the page keeps the hashes of its own scripts', async () => {
    const response = await fetch(`${origin}/planted`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy')!;
    expect(html).toContain(PLANTED);
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    const own = ownScripts(html, () => undefined);
    expect(own.length).toBeGreaterThanOrEqual(5); // theme, font, loader, Turbopack runtime, bootstrap, payload
    expect(hashes.sort()).toEqual([...new Set(own.map((text) => scriptHash(text)))].sort());
    for (const [, text] of PLANTED.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) expect(policy).not.toContain(scriptHash(text));
  });

  it('does not run in Chromium, while the page hydrates', async () => {
    const page = await browser.newPage();
    try {
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __violations: string[] }).__violations.push(`${event.effectiveDirective} ${event.sample}`));
      });
      await page.goto(`${origin}/planted`);
      // Next's scripts start after load (the loader) and hydrate the page: the header's search becomes a combobox.
      await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version), undefined, { timeout: 30_000 });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __planted?: string }).__planted)).toBeUndefined();
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations.filter((line) => line.startsWith('script-src-elem')).length).toBeGreaterThanOrEqual(4);
      expect(violations.some((line) => line.startsWith('script-src-attr'))).toBe(true); // the onerror handler
    } finally {
      await page.close();
    }
  });
});
