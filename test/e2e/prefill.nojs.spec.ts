// 'Start a project like this' without JavaScript: the prefilled address is a server-rendered form, sent as a
// plain post; the draft's controls need JavaScript and are not there.
import { expect, test } from '../support/fixtures';
import { fillQuote } from '../support/quote';

const projectType = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: /^Project type/ });

test.describe('prefilled quote form without JavaScript', () => {
  test('a case study\'s link renders the project type selected and the case study named, and the request goes through', async ({ page }) => {
    await page.goto('/superpets');
    await page.getByRole('link', { name: 'Start a project like this' }).click();
    await expect(page).toHaveURL(/\/get-quote\?projecttype=webdevelopment&case=superpets$/);
    await expect(projectType(page)).toHaveValue('webdevelopment');
    await expect(page.getByText('About: Super Pets (case study)')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Remove/ })).toHaveAttribute('href', '/get-quote');
    await expect(page.getByRole('button', { name: 'Clear the form' })).toHaveCount(0);

    await fillQuote(page, { fullname: 'Nora Nojs', email: 'nora.nojs.prefill@example.com', company: 'Nojs Pets', projecttype: null, talent: 'developer' });
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.getByRole('status')).toContainText('Your quote request is with us');
  });

  test('a service\'s link selects Other with its text, and Remove goes to the plain form', async ({ page }) => {
    await page.goto('/get-quote?projecttype=other-projecttype&projecttypeother=Mobile+app&service=mobile-app-development');
    await expect(projectType(page)).toHaveValue('other-projecttype');
    await expect(page.getByLabel('Your project type')).toHaveValue('Mobile app');
    await expect(page.getByLabel('Your project type')).toBeVisible(); // its select says Other: CSS shows it, no script
    await expect(page.getByText('About: Mobile App Development (service)')).toBeVisible();
    await page.getByRole('link', { name: /^Remove/ }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(page.getByText(/^About:/)).toHaveCount(0);
    await expect(projectType(page)).toHaveValue('');
  });

  test('an unknown project type leaves the select on its placeholder', async ({ page }) => {
    await page.goto('/get-quote?projecttype=rocket-science');
    await expect(projectType(page)).toHaveValue('');
  });
});
