// Services and industries in the content studio, by an editor (the role that writes content): a service's tagline
// changed, previewed, published, seen on its page, and restored from its revision; an industry's text seen on
// /industries and in the home page's slider; a service hidden (gone from /services, the home page, the footer and
// the sitemap, its address answering 404), then hidden with a redirect (307 to the chosen path), then shown again.
// Everything is put back: the e2e server is shared by every spec.
import type { APIRequestContext, Page } from '@playwright/test';
import { industries } from '@/content/industries';
import { runAdminCli } from '../support/admin-cli';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { editorReady, openItem, publishForm, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'services.editor@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

const signIn = (page: Page) => signInTo(page, EDITOR, '/admin/content', 'Content');

test("an editor changes a service's tagline, previews and publishes it, then restores the revision before", async ({ page, request }) => {
  const OLD = 'Websites that load fast, read clearly and sell for you';
  const NEW = 'Websites that open before your coffee cools';
  await signIn(page);
  // The studio lists the eight services in the site's order, and offers no new one (they are the site's pages).
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Website Development', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^New service/ })).toHaveCount(0);
  await axe(page);

  const { url: editor, revision: before, live } = await openItem(page, 'Website Development', '/admin/content/services');
  expect(live).toBe(true); // what the site shows: the revision put back at the end
  await axe(page); // the service's editor: its rows of tools and points, the visibility choice
  await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(OLD);
  await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(NEW);
  // A tool added in one of the empty rows: an icon the site cannot draw is refused, the typed text kept.
  const row = () => page.getByRole('group', { name: /^Tech stack tools, (new )?row 12$/ });
  await row().getByRole('textbox', { name: /^Name/ }).fill('Deno');
  await row().getByRole('textbox', { name: /^Icon/ }).fill('siNoSuchIcon');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(row().getByRole('textbox', { name: /^Icon/ })).toHaveAccessibleDescription('Row 12: "siNoSuchIcon" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.');
  await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(NEW);
  await row().getByRole('textbox', { name: /^Icon/ }).fill('siDeno');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEW })).toBeVisible();
  expect(await html(request, '/website-development')).toContain(OLD); // a draft never touches the live page
  await axe(page);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await editorReady(page);
  await publishForm(page);
  await expect.poll(async () => html(request, '/website-development')).toContain(NEW);
  await page.goto('/website-development');
  await expect(page.getByRole('heading', { level: 1, name: NEW })).toBeVisible();
  // The new tool with its logo, which the site had not built: served on its first request.
  await expect(page.locator('#stack-title + ul li').last()).toContainText('Deno');
  expect(await page.locator('#stack-title + ul li').last().locator('img').getAttribute('src')).toBe('/icons/siDeno.svg');
  const logo = await request.get('/icons/siDeno.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/icons/siNoSuchIcon.svg')).status()).toBe(404);

  await putBack(page, editor, before, { changed: true });
  await expect.poll(async () => html(request, '/website-development')).toContain(OLD);
  expect(await html(request, '/website-development')).not.toContain(NEW);
  expect(await html(request, '/website-development')).not.toContain('siDeno');
});

test("an editor changes an industry's text: /industries and the home page's slider follow", async ({ page, request }) => {
  const OLD = industries.find((industry) => industry.slug === 'real-estate')!.text;
  const NEW = 'Listing search, virtual tours and agent dashboards that turn browsing into viewings.';
  await signIn(page);
  const { url: editor, revision: before, live } = await openItem(page, 'Real Estate', '/admin/content/industries');
  expect(live).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(OLD);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(NEW);
  await publishForm(page);
  await expect.poll(async () => html(request, '/industries')).toContain(NEW);
  await expect.poll(async () => html(request, '/')).toContain(NEW);
  await page.goto('/industries');
  await expect(page.locator('#real-estate')).toContainText(NEW);

  await putBack(page, editor, before, { changed: true });
  await expect.poll(async () => html(request, '/industries')).toContain(OLD);
  await expect.poll(async () => html(request, '/')).toContain(OLD);
});

test('an editor hides a service (404), then redirects it, then shows it again', async ({ page, request }) => {
  const PATH = '/product-branding';
  const linked = (text: string) => text.includes(`href="${PATH}"`);
  expect(linked(await html(request, '/services'))).toBe(true);
  expect(linked(await html(request, '/'))).toBe(true);
  expect(await html(request, '/sitemap.xml')).toContain(`https://navyug.example${PATH}</loc>`);

  await signIn(page);
  const { url: editor, live } = await openItem(page, 'Product Branding', '/admin/content/services');
  expect(live).toBe(true);
  const visibility = page.getByRole('combobox', { name: 'Visibility' });
  await visibility.selectOption({ label: 'Hidden (404)' });
  await publishForm(page);
  await expect.poll(async () => (await request.get(PATH)).status()).toBe(404);
  // Marked hidden in its header and in the list's state, not only "Published".
  await expect(page.locator('main p').filter({ hasText: /· revision \d+/ })).toContainText(/^Published · Hidden \(404\) · revision/);
  await page.goto('/admin/content/services');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Product Branding', exact: true }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Published · Hidden (404)');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Data Engineering', exact: true }) }).getByRole('cell').nth(2)).toHaveText('Published');
  expect(linked(await html(request, '/services'))).toBe(false);
  const home = await html(request, '/');
  expect(linked(home)).toBe(false);
  expect(home).not.toContain('Explore Product Branding');
  expect(await html(request, '/sitemap.xml')).not.toContain(`${PATH}</loc>`);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 2, name: 'Product Branding' })).toHaveCount(0);
  await expect(page.locator(`footer a[href="${PATH}"]`)).toHaveCount(0);

  // A redirect to its own address is refused with a message, the choice kept; then to /work.
  await page.goto(editor);
  await editorReady(page);
  await visibility.selectOption({ label: 'Hidden (redirect)' });
  await page.getByRole('textbox', { name: /^Redirect to/ }).fill(PATH);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText("Redirect to must lead to another page: /product-branding is this service's own address.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Redirect to/ })).toHaveValue(PATH);
  await page.getByRole('textbox', { name: /^Redirect to/ }).fill('/work');
  await publishForm(page);
  await expect.poll(async () => (await request.get(PATH, { maxRedirects: 0 })).status()).toBe(307);
  expect((await request.get(PATH, { maxRedirects: 0 })).headers().location).toMatch(/\/work$/);
  expect(linked(await html(request, '/services'))).toBe(false);
  await page.goto('/admin/content/services');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Published · Hidden (redirect to /work)');
  await page.goto(editor);
  await editorReady(page);

  // Shown again: back in every list, its page answers.
  await visibility.selectOption({ label: 'Shown' });
  await page.getByRole('textbox', { name: /^Redirect to/ }).fill('');
  await publishForm(page);
  await expect.poll(async () => (await request.get(PATH)).status()).toBe(200);
  await expect(page.locator('main p').filter({ hasText: /· revision \d+/ })).not.toContainText('Hidden');
  expect(linked(await html(request, '/services'))).toBe(true);
  expect(linked(await html(request, '/'))).toBe(true);
  expect(await html(request, '/sitemap.xml')).toContain(`https://navyug.example${PATH}</loc>`);
});
