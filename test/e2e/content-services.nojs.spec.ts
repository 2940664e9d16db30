// Services and industries in the content studio without JavaScript: plain form posts. An editor changes a
// service's tagline, previews it, publishes it, sees it on the service's page and restores the revision before; an
// industry's text reaches /industries and the home page's slider and is put back; a service hidden with a redirect
// answers 307, then is shown again. Everything is put back: the e2e server is shared by every spec.
import type { APIRequestContext } from '@playwright/test';
import { industries } from '@/content/industries';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { openItem, publishForm, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'services.nojs@navyug.example';

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

test('without JavaScript an editor changes a service and an industry, hides a service with a redirect, and puts it all back', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInTo(page, EDITOR, '/admin/content', 'Content');

  // A service's tagline: preview, publish, seen on its page, then the revision before restored.
  const OLD = 'Apps people open every day, on iOS and Android';
  const NEW = 'Apps that earn a place on the home screen';
  const service = await openItem(page, 'Mobile App Development', '/admin/content/services');
  expect(service.live).toBe(true); // what the site shows: the revision put back below
  await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(OLD);
  await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(NEW);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEW })).toBeVisible();
  expect(await html(request, '/mobile-app-development')).toContain(OLD);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(NEW); // the saved draft
  await publishForm(page);
  await expect.poll(async () => html(request, '/mobile-app-development')).toContain(NEW);
  await page.goto('/mobile-app-development');
  await expect(page.getByRole('heading', { level: 1, name: NEW })).toBeVisible();
  await putBack(page, service.url, service.revision, { changed: true });
  await expect.poll(async () => html(request, '/mobile-app-development')).toContain(OLD);

  // An industry's text: /industries and the home page's slider.
  const industry = industries.find((each) => each.slug === 'healthcare-fitness')!;
  const TEXT = 'Booking, telehealth and habit tracking that people keep using.';
  const sector = await openItem(page, industry.title, '/admin/content/industries');
  expect(sector.live).toBe(true);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(TEXT);
  await publishForm(page);
  await expect.poll(async () => html(request, '/industries')).toContain(TEXT);
  await expect.poll(async () => html(request, '/')).toContain(TEXT);
  await putBack(page, sector.url, sector.revision, { changed: true });
  await expect.poll(async () => html(request, '/industries')).toContain(industry.text);
  expect(await html(request, '/')).not.toContain(TEXT);

  // Hidden with a redirect: 307 to the chosen path, gone from the grid; then shown again.
  const hidden = await openItem(page, 'Data Engineering', '/admin/content/services');
  expect(hidden.live).toBe(true);
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Hidden (redirect)' });
  await page.getByRole('textbox', { name: /^Redirect to/ }).fill('services');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('hidden-redirect'); // the choice kept
  await page.getByRole('textbox', { name: /^Redirect to/ }).fill('/services');
  await publishForm(page);
  await expect.poll(async () => (await request.get('/data-engineering', { maxRedirects: 0 })).status()).toBe(307);
  expect((await request.get('/data-engineering', { maxRedirects: 0 })).headers().location).toMatch(/\/services$/);
  expect(await html(request, '/services')).not.toContain('href="/data-engineering"');
  await putBack(page, hidden.url, hidden.revision, { changed: true });
  await expect.poll(async () => (await request.get('/data-engineering')).status()).toBe(200);
  expect(await html(request, '/services')).toContain('href="/data-engineering"');
});
