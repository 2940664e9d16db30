import { expect, hydrated, test } from '../support/fixtures';
import { fixtures } from '../support/files';
import { fillQuote } from '../support/quote';

const MB = 1024 * 1024;

test.describe('contact form', () => {
  test('shows every error beside its field, focuses the first, then sends and says so', async ({ page }) => {
    await page.goto('/contact-us');
    await hydrated(page);
    await expect(page).toHaveTitle('Contact Us - Navyug');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Some answers need another look' })).toBeVisible();
    const name = page.getByLabel('Full name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#fullname-error')).toHaveText('Enter your full name.');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address'); // nothing typed is lost

    const token = page.locator('input[name="formtoken"]');
    const shownWith = await token.inputValue();
    await name.fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('How can we help?').fill('A new website <b>soon</b>.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Your reference is NV-C-[2-9A-Z]{5}: quote it/);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    // a form token is good for one message (a replay is stored once): the next message gets a fresh one
    await expect(token).not.toHaveValue(shownWith);
  });

  test('its browser checks load on first use, then wrong answers never leave the browser', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const posts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // the page view's beacon (POST /api/hit) carries the page's address, nothing typed into the form
    page.on('request', (request) => request.method() === 'POST' && (!request.url().endsWith('/api/hit') || request.postData()?.includes('"12"')) && posts.push(request.url()));
    const validatorsLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('ZodError'));

    await page.goto('/contact-us');
    await hydrated(page);
    expect(await validatorsLoaded()).toBe(false); // zod and the phone metadata are not in the first load
    await page.getByLabel('Full name').focus();
    await expect.poll(validatorsLoaded).toBe(true);
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('#phonenumber-error')).toContainText('Enter a valid phone number');
    expect(posts).toEqual([]);
  });

  test('lists the e-mail, phone, Instagram and LinkedIn', async ({ page }) => {
    await page.goto('/contact-us');
    const block = page.getByRole('complementary');
    await expect(block.getByRole('link', { name: 'hello@navyug.example' })).toHaveAttribute('href', 'mailto:hello@navyug.example');
    await expect(block.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    await expect(block.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expect(block.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
  });
});

test.describe('quote form', () => {
  test('Other reveals a required text field and any other choice hides it', async ({ page }) => {
    await page.goto('/get-quote');
    await hydrated(page);
    await expect(page.getByLabel('Your project type')).toBeHidden();
    await page.getByRole('combobox', { name: /^Project type/ }).selectOption('other-projecttype');
    await expect(page.getByRole('textbox', { name: 'Your project type' })).toBeVisible();
    await expect(page.getByLabel('Your project type')).toHaveAttribute('aria-required', 'true');
    await page.getByRole('combobox', { name: /^Project type/ }).selectOption('branding');
    await expect(page.getByLabel('Your project type')).toBeHidden();
    await page.getByLabel('Preferred talent').selectOption('other-talent');
    await page.getByLabel('How did you hear about us?').selectOption('other-hear');
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.locator('#talentother-error')).toHaveText('Enter the talent you need.');
    await expect(page.locator('#hearother-error')).toHaveText('Enter how you heard about us.');
    await expect(page.locator('#privacy-error')).toHaveText('Agree to the privacy policy so we can reply to you.');
    await expect(page.getByText('Up to 5 files, 10 MB each')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/privacy-policy');
  });

  test('refuses a 12 MB file in the browser and a disguised file on the server, naming each', async ({ page }) => {
    await page.goto('/get-quote');
    await hydrated(page);
    await page.getByLabel('Files').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(12 * MB)) });
    await expect(page.locator('#files-error')).toHaveText('“huge.pdf” is larger than 10 MB.');
    await fillQuote(page);
    await page.getByLabel('Files').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.png()) });
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.locator('#files-error')).toContainText('“scan.pdf” does not contain what its name says');
    await expect(page.getByLabel('Company name')).toHaveValue('Hopper & Co');
    await expect(page.getByLabel('Budget')).toHaveValue('5000'); // a choice survives the form's reset after the answer too
  });

  test('sends a complete request with a PDF and says so', async ({ page }) => {
    await page.goto('/get-quote');
    await hydrated(page);
    await fillQuote(page);
    await page.getByLabel('Files').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(4000)) });
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your quote request is with us' })).toBeVisible();
  });
});

