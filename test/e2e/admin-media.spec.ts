// The admin's media library end to end: an SVG refused with the alt text kept, the alt-text-or-decorative rule,
// an upload opened on its own page, the focal point set by clicking the preview, the files served at their
// content-hashed URLs, an image in use that cannot be deleted, deletion, and each step in the audit log. axe on
// every screen.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import sharp from 'sharp';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { axe } from '../support/axe';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'media.admin@navyug.example';
const ALT_REQUIRED = 'Describe the image for people who cannot see it, or tick “Decorative”';

/** Declares a content item's usage in the e2e server's SQLite database, as the content studio would. */
function useImage(mediaId: string, itemKey: string | null) {
  const db = new DatabaseSync(path.join(process.env.NAVYUG_E2E_DATA_DIR!, 'navyug.db'));
  try {
    if (itemKey) db.prepare('INSERT INTO media_usage (media_id, item_key) VALUES (?, ?)').run(mediaId, itemKey);
    else db.prepare('DELETE FROM media_usage WHERE media_id = ?').run(mediaId);
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: 'serial' });

test('an editor uploads an image with alt text, sets its focal point, sees it refused deletion while in use, then deletes it', async ({ page }) => {
  expect(runAdminCli(['create-user', EMAIL], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  await page.goto('/admin/login?next=%2Fadmin%2Fmedia');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  await axe(page);

  // An SVG is refused by its content whatever its name says; the alt text typed stays.
  const image = page.getByLabel(/^Image\b/);
  const alt = page.getByLabel(/^Alt text/);
  await image.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>') });
  await alt.fill('Our logo in orange');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText('is an SVG image, which we do not accept')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The image was not accepted.' })).toContainText('Choose your files again');
  await expect(alt).toHaveValue('Our logo in orange');
  await axe(page);

  // Neither alt text nor the decorative mark: refused, with the reason beside the field.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5b3df5' } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1000"><circle cx="1200" cy="300" r="200" fill="#ff7a1a"/></svg>') }])
    .jpeg()
    .toBuffer();
  await alt.fill('');
  await image.setInputFiles({ name: 'studio.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.locator('#alt-error')).toContainText(ALT_REQUIRED);
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await axe(page);

  await alt.fill('An orange sun over a violet studio wall');
  await image.setInputFiles({ name: 'studio.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'studio.jpg' })).toBeVisible();
  const id = /\/admin\/media\/([0-9a-f-]{36})/.exec(page.url())![1];
  await axe(page);

  // The focal point: a click on the preview sets both numbers (the orange sun, upper right).
  const preview = page.locator('img[class*="preview"]');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960); // the 960 px WebP
  const box = (await preview.boundingBox())!;
  await preview.click({ position: { x: box.width * 0.75, y: box.height * 0.3 } });
  await expect(page.getByLabel('Focal point across')).toHaveValue('0.75');
  await expect(page.getByLabel('Focal point down')).toHaveValue('0.3');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Details saved.' })).toBeVisible();
  await expect(page.getByLabel('Focal point across')).toHaveValue('0.75');
  await expect(page.getByLabel(/^Alt text/)).toHaveValue('An orange sun over a violet studio wall');

  // Its files: content-hashed, immutable, typed, from the server (any instance).
  await page.getByText('Its files', { exact: true }).click();
  const avif = await page.getByRole('link', { name: 'AVIF' }).first().getAttribute('href');
  expect(avif).toMatch(/^\/media\/[0-9a-f]{32}-384\.avif$/);
  const response = await page.request.get(avif!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');

  // The library lists it with its alt text; search finds it.
  await page.goto('/admin/media?q=orange+sun');
  await expect(page.getByRole('link', { name: 'studio.jpg' })).toBeVisible();
  await expect(page.getByText('An orange sun over a violet studio wall')).toBeVisible();
  await axe(page);

  // In use by a post: it cannot be deleted, and the page says why and by what.
  useImage(id, 'post:hello-world');
  await page.goto(`/admin/media/${id}`);
  await expect(page.getByText('This image is in use, so it cannot be deleted.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'post:hello-world' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Unused again: deleted for good, its files gone.
  useImage(id, null);
  await page.reload();
  await page.getByLabel('Yes, delete this image.').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image deleted, with its files.' })).toBeVisible();
  expect((await page.request.get(avif!)).status()).toBe(404);

  await page.goto('/admin/audit');
  for (const action of ['media.upload', 'media.update', 'media.delete']) await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
});
