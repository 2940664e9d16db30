import { expect, test } from '../support/fixtures';
import { fixtures } from '../support/files';
import { fillQuote } from '../support/quote';

test.describe('forms without JavaScript', () => {
  test('contact: a plain post re-renders errors with the values kept, then succeeds', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone number').fill('12');
    await page.getByLabel('How can we help?').fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#phonenumber-error')).toContainText('Enter a valid phone number');
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('How can we help?')).toHaveValue('Hello');
    await expect(page.getByLabel('Phone number')).toBeFocused(); // autofocus on the first invalid field
    const token = page.locator('input[name="formtoken"]');
    const shownWith = await token.inputValue();
    await page.getByLabel('Phone number').fill('+1 415 555 0132');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you!');
    await expect(page.getByRole('status')).toContainText(/Your reference is NV-C-[2-9A-Z]{5}/); // the reference without JavaScript too
    await expect(token).not.toHaveValue(shownWith); // the page answering the post carries a fresh token
  });

  test('quote: an Other box shows once Other is chosen (CSS, no script), and the server requires it then', async ({ page }) => {
    await page.goto('/get-quote');
    await expect(page.getByLabel('Your project type')).toBeHidden();
    await fillQuote(page, { projecttype: 'other-projecttype' });
    await expect(page.getByLabel('Your project type')).toBeVisible();
    // Not required by the browser's own check (a hidden required box would stop the form): the server says so.
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.locator('#projecttypeother-error')).toHaveText('Enter your project type.');
    await expect(page.getByLabel('Company name')).toHaveValue('Hopper & Co');
    await expect(page.getByLabel('The talent you need')).toBeHidden(); // its select does not say Other
    await page.getByLabel('Your project type').fill('A compiler playground');
    await page.getByLabel(/I agree to the privacy policy/).check();
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.getByRole('status')).toContainText('Your quote request is with us');
  });
});

test('job application without JavaScript: errors re-rendered, then sent', async ({ page }) => {
  await page.goto('/career');
  await page.getByRole('link', { name: /Apply Now: DevOps Engineer/ }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail').fill('grace.nojs@example.com');
  await page.getByLabel('Mobile number').fill('12');
  await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(3000)) });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#mobile-error')).toContainText('Enter a valid mobile number');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await page.getByLabel('Mobile number').fill('+1 415 555 0132');
  await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(3000)) });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toContainText('Your application is in');
  await expect(page.getByRole('status')).toContainText(/Your reference is NV-A-[2-9A-Z]{5}/);
});
