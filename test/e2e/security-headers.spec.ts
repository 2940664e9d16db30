// Every route in the sitemap, and the admin's sign-in page, carries the security headers (lib/security-headers.ts),
// with a hash-based script policy, and only the admin's page Cross-Origin-Opener-Policy; every browser test fails on a CSP violation (test/support/fixtures.ts).
import { expect, test } from '../support/fixtures';

test('every sitemap route and the admin sign-in page send the security headers, HSTS included (SITE_URL is https here)', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of [...paths, '/admin/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const h = response.headers();
    expect(h['content-security-policy'], path).toMatch(/default-src 'self'/);
    expect(h['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(h['content-security-policy'], path).toMatch(/object-src 'none'/);
    // Scripts: this origin, and the page's own inline scripts by hash (server/serving/csp.mts), never any inline script.
    const scriptSrc = /script-src ([^;]*)/.exec(h['content-security-policy'])![1].split(' ');
    expect(scriptSrc[0], path).toBe("'self'");
    expect(scriptSrc.slice(1).length, path).toBeGreaterThan(0);
    for (const source of scriptSrc.slice(1)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toMatch(/camera=\(\)/);
    expect(h['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    // The admin console's documents only: on a public page it would cost every first visit (lib/security-headers.ts).
    expect(h['cross-origin-opener-policy'], path).toBe(path.startsWith('/admin') ? 'same-origin' : undefined);
  }
});
