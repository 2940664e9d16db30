// The media library without JavaScript: the upload is a plain multipart form post to a Server Action; a refusal
// comes back as a page with the message beside the field and the alt text kept; an accepted image opens on its
// page, and its details save the same way. (axe needs scripts in the page: admin-media.spec.ts checks these
// screens with it.)
import sharp from 'sharp';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'media.nojs@navyug.example';


test('without JavaScript an editor uploads an image, is told when alt text is missing, and marks one decorative', async ({ page }) => {
  expect(runAdminCli(['create-user', EMAIL], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  await page.goto('/admin/login?next=%2Fadmin%2Fmedia');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Upload an image' });
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  await expect(form).toHaveAttribute('method', /post/i);

  const texture = await sharp({ create: { width: 800, height: 500, channels: 4, background: { r: 23, g: 178, b: 106, alpha: 0.5 } } }).png().toBuffer();
  // No alt text and no decorative mark: the server's page answers beside the field; what was typed stays.
  await page.getByLabel(/^Image\b/).setInputFiles({ name: 'texture.png', mimeType: 'image/png', buffer: texture });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.locator('#alt-error')).toContainText('Describe the image for people who cannot see it');
  await expect(page.getByRole('alert')).toContainText('Some answers need another look');

  // A file that is not an image at all, with alt text typed: refused, the alt text still in its field.
  await page.getByLabel(/^Alt text/).fill('A green texture');
  await page.getByLabel(/^Image\b/).setInputFiles({ name: 'page.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>') });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.locator('#file-error')).toContainText('“page.jpg” is not a JPEG, PNG, WebP or AVIF image');
  await expect(page.getByLabel(/^Alt text/)).toHaveValue('A green texture');

  // Decorative: no alt text needed (and none stored).
  await page.getByLabel(/^Alt text/).fill('');
  await page.getByLabel('Decorative', { exact: true }).check();
  await page.getByLabel(/^Image\b/).setInputFiles({ name: 'texture.png', mimeType: 'image/png', buffer: texture });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'texture.png' })).toBeVisible();
  await expect(page.getByLabel('Decorative', { exact: true })).toBeChecked();

  // The focal point by its two numbers; an out-of-range one is refused beside its field.
  await page.getByLabel('Focal point across').fill('1.5');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.locator('#focal_x-error')).toContainText('from 0 to 1');
  await page.getByLabel('Focal point across').fill('0.2');
  await page.getByLabel('Focal point down').fill('0.9');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Details saved.' })).toBeVisible();
  await expect(page.getByLabel('Focal point across')).toHaveValue('0.2');
  await expect(page.getByLabel('Focal point down')).toHaveValue('0.9');
});
