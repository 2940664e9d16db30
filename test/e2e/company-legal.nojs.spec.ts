// The company's facts and the legal texts in the studio without JavaScript: plain form posts to the Server Actions.
// The owner changes the phone number, previews, publishes; the contact page, the footer and the Organization JSON-LD
// follow; the revision before restored and published puts them back. The privacy policy's body changed (its textarea)
// and published: the page shows it, the next contact message's consent record names the new version; restored after.
// An office in the United Kingdom saves, publishes and shows with its flag, and a phone shown unlike the one dialled
// is warned of (in the answer and beside the field), not refused. Everything is put back at the end (the e2e server
// is shared).
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { openItem, publishForm, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const OWNER = 'company-legal.nojs@navyug.example';
const NEW_PHONE = { display: '+1 (555) 010-0888', tel: '+15550100888' };
const OLD_PHONE = { display: '+1 (555) 010-0199', tel: '+15550100199' };
const ADDED = 'Written without JavaScript: we keep it short.';
const UK_OFFICE = { country: 'United Kingdom', lines: ['1 Poultry', 'London, EC2R 8EJ'], phone: '+442079460001' };
/** Today where the agency is (the e2e server's AGENCY_TIME_ZONE is unset: Asia/Kolkata). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function organization(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  return blocks.find((block) => block['@type'] === 'Organization')!;
}

test('without JavaScript the owner changes the phone number and the privacy policy, and puts both back', async ({ page }) => {
  runAdminCli(['create-user', OWNER], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
  await signInTo(page, OWNER, '/admin/content/company', 'Company');
  const company = await openItem(page, 'Navyug', '/admin/content/company');
  expect(company.live).toBe(true); // what the site shows: put back below

  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill(NEW_PHONE.display);
  await page.getByRole('textbox', { name: 'Phone (dialled)', exact: true }).fill(NEW_PHONE.tel);
  await page.getByRole('button', { name: 'Preview' }).click(); // saves the draft, then shows it
  await expect(page.locator('.site-preview').getByRole('link', { name: NEW_PHONE.display })).toHaveCount(2); // the contact block and the footer
  await expect(page.locator('.site-preview').getByRole('link', { name: NEW_PHONE.display }).first()).toHaveAttribute('href', `tel:${NEW_PHONE.tel}`);
  expect(await (await page.request.get('/contact-us')).text()).not.toContain(NEW_PHONE.display);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await publishForm(page);

  await expect.poll(async () => (await (await page.request.get('/contact-us')).text()).includes(`href="tel:${NEW_PHONE.tel}"`)).toBe(true);
  await page.goto('/contact-us');
  await expect(page.getByRole('complementary').getByRole('link', { name: NEW_PHONE.display })).toBeVisible();
  await expect.poll(async () => (await organization(page, '/privacy-policy')).telephone).toBe(NEW_PHONE.tel);
  expect((await organization(page, '/faqs')).telephone).toBe(NEW_PHONE.tel); // every page's chrome, not only the contact page
  await page.goto('/faqs');
  await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Flag of USA' })).toBeVisible(); // the footer's offices, from the same item

  await putBack(page, company.url, company.revision, { changed: true });
  await expect.poll(async () => (await organization(page, '/contact-us')).telephone).toBe(OLD_PHONE.tel);
  expect(await (await page.request.get('/contact-us')).text()).toContain(`href="tel:${OLD_PHONE.tel}"`);

  // The privacy policy: its body in a plain textarea.
  const oldVersion = /version ([0-9a-f]{12})/.exec(await (await page.request.get('/privacy-policy')).text())![1];
  const policy = await openItem(page, 'Privacy Policy', '/admin/content/legal');
  expect(policy.live).toBe(true);
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${ADDED}\n`);
  // The words changed, the date did not: refused at the date, which comes back holding today's date (the agency's).
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Effective date: the text changed, but the date is still 2025-06-10').first()).toBeVisible();
  await expect(page.getByLabel('Effective date')).toHaveValue(TODAY);
  await publishForm(page);
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(ADDED)).toBe(true);
  await page.goto('/privacy-policy');
  await expect(page.getByText(ADDED)).toBeVisible();
  const newVersion = /version ([0-9a-f]{12})/.exec(await page.getByText(/Effective \d{1,2} \w+ \d{4} · version/).innerText())![1];
  expect(newVersion).not.toBe(oldVersion);

  await page.goto('/contact-us');
  await page.getByLabel('Full name').fill('Consent Nojs');
  await page.getByLabel('E-mail').fill('consent.nojs@example.com');
  await page.getByLabel('Phone number').fill('+1 415 555 0198');
  await page.getByLabel('How can we help?').fill('Checking the consent record without JavaScript.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you!');
  await page.goto('/admin?q=consent.nojs%40example.com');
  await page.getByRole('row').filter({ hasText: 'Consent Nojs' }).getByRole('link').first().click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' })).toContainText(`version ${newVersion} dated ${TODAY}`);

  await putBack(page, policy.url, policy.revision, { changed: true });
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(`version ${oldVersion}`)).toBe(true);
});

test('without JavaScript the owner adds a UK office and is warned, not refused, when the phone shown is not the one dialled', async ({ page }) => {
  await signInTo(page, OWNER, '/admin/content/company', 'Company');
  const company = await openItem(page, 'Navyug', '/admin/content/company');
  expect(company.live).toBe(true); // put back below

  const office = page.getByRole('group', { name: 'Addresses, new row 3' });
  await office.getByRole('textbox', { name: /^Country \(row 3\)/ }).fill(UK_OFFICE.country);
  await office.getByRole('textbox', { name: /^Country code \(row 3\)/ }).fill('gb');
  await office.getByRole('textbox', { name: /^Lines \(row 3\)/ }).fill(UK_OFFICE.lines.join('\n'));
  await office.getByRole('textbox', { name: /^Phone \(dialled\) \(row 3\)/ }).fill(UK_OFFICE.phone);
  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill('+1 (555) 010-0299');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toContainText('Check Phone (display): the number shown reads as +15550100299, but Phone (dialled) is +15550100199');
  await expect(page.getByRole('textbox', { name: 'Phone (display)', exact: true })).toHaveAccessibleDescription(/Check: The number shown reads as \+15550100299/);
  await expect(page.getByRole('textbox', { name: /^Country code \(row 3\)/ })).toHaveValue('GB');

  await expect.poll(async () => (await (await page.request.get('/faqs')).text()).includes(UK_OFFICE.lines[0])).toBe(true);
  await page.goto('/faqs');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`Navyug ${UK_OFFICE.country}`)).toBeVisible();
  const flag = footer.getByRole('img', { name: `Flag of ${UK_OFFICE.country}` });
  await expect(flag).toHaveAttribute('src', '/media/flags/gb.svg');
  expect((await page.request.get('/media/flags/gb.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/);

  await putBack(page, company.url, company.revision, { changed: true });
  await expect.poll(async () => (await (await page.request.get('/faqs')).text()).includes(UK_OFFICE.lines[0])).toBe(false);
});

test('without JavaScript a lead’s agreed privacy text reads back word for word after the phone changed', async ({ page }) => {
  await signInTo(page, OWNER, '/admin/content/company', 'Company');
  await page.goto('/privacy-policy');
  const shown = await page.locator('nav[aria-labelledby="contents-title"] + div').innerText();
  expect(shown).toContain(OLD_PHONE.display);
  await page.goto('/contact-us');
  await page.getByLabel('Full name').fill('Agreed Nojs');
  await page.getByLabel('E-mail').fill('agreed.nojs@example.com');
  await page.getByLabel('Phone number').fill('+1 415 555 0197');
  await page.getByLabel('How can we help?').fill('Reading back what I agreed to.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you!');
  await page.goto('/admin?q=agreed.nojs%40example.com');
  await page.getByRole('row').filter({ hasText: 'Agreed Nojs' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agreed Nojs' })).toBeVisible();
  const lead = page.url();
  const recorded = /version ([0-9a-f]{12})/.exec(await page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' }).innerText())![1];

  const company = await openItem(page, 'Navyug', '/admin/content/company');
  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill(NEW_PHONE.display);
  await page.getByRole('textbox', { name: 'Phone (dialled)', exact: true }).fill(NEW_PHONE.tel);
  await publishForm(page);
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(NEW_PHONE.display)).toBe(true);

  await page.goto(lead);
  await page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' }).getByRole('link', { name: /^Read the text they agreed to/ }).click();
  await expect(page.locator('.site-preview').getByText(new RegExp(`· version ${recorded}$`))).toBeVisible();
  const read = await page.locator('.site-preview nav[aria-labelledby="contents-title"] + div').innerText();
  expect(read).toBe(shown);
  expect(read).not.toContain(NEW_PHONE.display);

  await putBack(page, company.url, company.revision, { changed: true });
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(OLD_PHONE.display)).toBe(true);
});
