// Headers that follow the settings the server runs with, not the ones the site was built with: the build
// under test was made with an https SITE_URL (the default); started with an http one, it must not pin
// browsers to https, and started with https it pins every answer (cached pages and the guard's refusals too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

describe('Strict-Transport-Security follows the SITE_URL the server runs with', () => {
  let https: RunningServer;
  let http: RunningServer;

  beforeAll(async () => {
    [https, http] = await Promise.all([startServer({ SITE_URL: 'https://navyug.example' }), startServer({ SITE_URL: 'http://intranet.navyug.test' })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([https?.stop(), http?.stop()]);
  });

  const paths = ['/', '/privacy-policy', '/contact-us', '/career', '/api/front/get-career-jobs?type=front', '/admin/login'];

  it('an https site pins every answer, a refusal included', async () => {
    for (const path of paths) {
      const response = await fetch(https.url + path);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
    const refused = await fetch(`${https.url}/`, { method: 'PUT' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('an http site (the same build) pins nothing', async () => {
    for (const path of paths) {
      const response = await fetch(http.url + path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('content-security-policy'), path).toMatch(/default-src 'self'/);
    }
  });
});
