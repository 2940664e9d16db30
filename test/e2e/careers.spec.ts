import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Page } from '../support/fixtures';
import { fixtures } from '../support/files';

const MB = 1024 * 1024;

async function openJob(page: Page, title: RegExp) {
  await page.goto('/career');
  await page.getByRole('link', { name: new RegExp(`Apply Now: ${title.source}`) }).click();
  await expect(page).toHaveURL(/\/career-details\?id=\d+$/);
  // A client-side navigation: the address changes before the new page's metadata arrives (axe's document-title
  // once found the title still empty).
  await expect(page).toHaveTitle(title);
  await hydrated(page);
}

async function fillApplicant(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98765 43210');
}

test.describe('careers', () => {
  test.use({ expectedFailures: ['/api/careers/apply'] }); // a refused application answers 422 by design
  test('lists jobs with location, experience and yearly salary, and the Reach Out box', async ({ page }) => {
    await page.goto('/career');
    await expect(page).toHaveTitle('Career - Navyug');
    const card = page.locator('article', { hasText: 'Senior Full-stack Developer' });
    await expect(card).toContainText('Ahmedabad, India (hybrid)');
    await expect(card).toContainText('4 to 7 Years');
    await expect(card).toContainText('₹18,00,000 - ₹28,00,000');
    await expect(page.locator('article', { hasText: 'DevOps Engineer' })).toContainText('$95,000 - $130,000');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'hr@navyug.example' })).toHaveAttribute('href', 'mailto:hr@navyug.example');
  });

  test('the list and a job page pass every axe rule, best practices and moderate ones included; the Reach Out box is a top-level landmark', async ({ page }) => {
    // Every rule, whatever its impact: no tag filter (the site-wide crawl runs the WCAG rules only, and the landmark
    // rules are best practices), and landmark-complementary-is-top-level (moderate) turned on, as axe 4.14 ships it off
    // as deprecated: it is the rule for an <aside> inside another landmark.
    const axe = async () => {
      const { violations } = await new AxeBuilder({ page }).options({ rules: { 'landmark-complementary-is-top-level': { enabled: true } } }).analyze();
      return violations.map((v) => `${page.url()}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/career');
    expect(await axe()).toEqual([]);
    await expect(page.getByRole('region', { name: 'Open roles' }).getByRole('article')).not.toHaveCount(0);
    // the Reach Out box sits beside the list, inside no landmark but the page's main
    const reach = page.getByRole('complementary');
    await expect(reach).toHaveCount(1);
    expect(await reach.evaluate((aside) => aside.parentElement!.closest('section[aria-labelledby], section[aria-label], [role="region"], article, nav, aside, form'))).toBeNull();
    await openJob(page, /DevOps Engineer/);
    expect(await axe()).toEqual([]);
  });

  test('Apply Now opens the job, which survives a reload and applies with a résumé', async ({ page }) => {
    await openJob(page, /DevOps Engineer/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');
    await expect(page).toHaveTitle('DevOps Engineer - Navyug');
    await expect(page.getByText('9 days ago')).toBeVisible();
    await expect(page.getByText('USD 95,000 - 130,000')).toBeVisible();
    await expect(page.getByLabel('Task file')).toHaveCount(0); // this job asks for no task
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)).find((d) => d['@type'] === 'JobPosting');
    expect(Object.keys(ld)).toEqual(expect.arrayContaining(['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply']));
    const token = page.locator('input[name="formtoken"]');
    const shownWith = await token.inputValue();
    await fillApplicant(page, 'ada.devops@example.com');
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(5000)) });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your application is in' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Your reference is NV-A-[2-9A-Z]{5}/); // from the upload's JSON answer
    await expect(page.getByLabel('First name')).toHaveValue('');
    // a form token is good for one application (a replay is stored once): the next one gets a fresh token
    await expect(token).not.toHaveValue(shownWith);
  });

  test('a job with a task asks for the task file too', async ({ page }) => {
    await openJob(page, /Senior Full-stack Developer/);
    await expect(page.getByText('about 2 months ago')).toBeVisible();
    await fillApplicant(page, 'ada.task@example.com');
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(5000)) });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#task_file-error')).toHaveText('Attach your completed task as an MP4 video or a PDF.');
    await expect(page.getByLabel('Task file')).toBeFocused();
    await page.getByLabel('Task file').setInputFiles({ name: 'task.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(8000)) });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your application is in' })).toBeVisible();
  });

  test('refuses a 12 MB résumé and a PNG renamed .pdf, naming each, keeping what was typed', async ({ page }) => {
    await openJob(page, /Content Strategist/);
    await fillApplicant(page, 'ada.files@example.com');
    await page.getByLabel('Résumé').setInputFiles({ name: 'big-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(12 * MB)) });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#resume-error')).toHaveText('“big-cv.pdf” is larger than 10 MB.');
    await page.getByLabel('Résumé').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.png()) });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#resume-error')).toContainText('“scan.pdf” does not contain what its name says');
    await expect(page.getByLabel('E-mail')).toHaveValue('ada.files@example.com');
  });
});

test.describe('unknown job', () => {
  test.use({ expectedFailures: ['/career-details'] });

  test('says the job is not open and links back to the list', async ({ page }) => {
    const response = await page.goto('/career-details?id=424242');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is not open');
    await page.getByRole('link', { name: 'See open roles' }).click();
    await expect(page).toHaveURL(/\/career$/);
  });
});
