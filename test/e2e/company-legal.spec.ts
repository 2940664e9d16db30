// The company's facts and the legal texts in the studio, with JavaScript: the owner changes the phone number and an
// office's address line, previews, publishes, and the footer, the contact page and the Organization JSON-LD follow;
// restoring the revision before and publishing puts them back. The privacy policy's body, changed in plain Markdown
// and published, is on its page with a new version, and the next contact message's consent record names it; the
// revision before restored puts the old text and version back. An editor is refused both collections. An office in
// the United Kingdom saves, publishes and shows with its flag; a phone shown unlike the one dialled is warned of, not
// refused. Everything is put back at the end (the e2e server is shared).
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { editorReady, openItem, publishForm, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const OWNER = 'company-legal.owner@navyug.example';
const EDITOR = 'company-legal.editor@navyug.example';
const NEW_PHONE = { display: '+1 (555) 010-0777', tel: '+15550100777' };
const OLD_PHONE = { display: '+1 (555) 010-0199', tel: '+15550100199' };
const ADDED = 'We now also answer within two working days.';
/** An office in a country that had no flag on the site before (issue 52), with its own phone. */
const UK_OFFICE = { country: 'UK', lines: ['221B Baker Street', 'London NW1 6XE', 'United Kingdom'], phone: '+442079460000' };
/** The company phone as shown, one digit off the dialled number. */
const MISREAD_PHONE = '+1 (555) 010-0299';

const admin = (args: string[], input = '') => runAdminCli(args, input, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });

/** The JSON-LD blocks of a public page, as a search engine reads them. */
async function structured(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

/** The Organization JSON-LD of a public page. */
const organization = async (page: Page, path: string) => (await structured(page, path)).find((block) => block['@type'] === 'Organization')!;

test.describe.configure({ mode: 'serial' });
test.use({ expectedFailures: ['/admin/content/company', '/admin/content/legal'] });

test('an editor is refused the Company and Legal collections', async ({ page }) => {
  admin(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`); // may exist from a first try (CI retries once)
  await signInTo(page, EDITOR, '/admin/content', 'Content');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  for (const collection of ['company', 'legal']) {
    const refused = await page.goto(`/admin/content/${collection}`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Your role does not give access to this page' })).toBeVisible();
  }
  await page.goto('/admin/content');
  await expect(page.getByRole('link', { name: 'Company', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Legal', exact: true })).toHaveCount(0);
});

test('the owner changes the phone number and an address, previews, publishes, and restores the first revision', async ({ page }) => {
  admin(['create-user', OWNER], `${STAFF_PASSWORD}\n`); // may exist from a first try (CI retries once)
  await signInTo(page, OWNER, '/admin/content', 'Content');
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  const company = await openItem(page, 'Navyug', '/admin/content/company');
  expect(company.live).toBe(true); // what the site shows: put back at the end

  await page.getByRole('textbox', { name: 'Phone (dialled)', exact: true }).fill('+1 555 0100'); // spaces: refused, what was typed kept
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Phone (dialled) is "+" and then 8 to 15 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill(NEW_PHONE.display);
  await page.getByRole('textbox', { name: 'Phone (dialled)', exact: true }).fill(NEW_PHONE.tel);
  await page.getByRole('textbox', { name: 'Lines (row 1)' }).fill('410 Fayetteville Street, Suite 1400\nRaleigh, NC 27601\nUnited States');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // Preview: the contact block and the footer with the draft's facts; the site still shows the live ones.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('.site-preview').getByRole('link', { name: NEW_PHONE.display })).toHaveCount(2); // the contact block and the footer
  await expect(page.locator('.site-preview').getByRole('link', { name: NEW_PHONE.display }).first()).toHaveAttribute('href', `tel:${NEW_PHONE.tel}`);
  await expect(page.locator('.site-preview').getByText('410 Fayetteville Street, Suite 1400')).toBeVisible();
  expect(await (await page.request.get('/contact-us')).text()).not.toContain(NEW_PHONE.display);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await editorReady(page);
  await publishForm(page);

  // The contact page, the footer (every page) and the Organization JSON-LD follow, through the page cache.
  await expect.poll(async () => (await (await page.request.get('/contact-us')).text()).includes(`href="tel:${NEW_PHONE.tel}"`)).toBe(true);
  await page.goto('/contact-us');
  await expect(page.getByRole('complementary').getByRole('link', { name: NEW_PHONE.display })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('410 Fayetteville Street, Suite 1400')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE.display })).toHaveAttribute('href', `tel:${NEW_PHONE.tel}`);
  await expect.poll(async () => (await organization(page, '/services')).telephone).toBe(NEW_PHONE.tel);
  expect((await organization(page, '/')).telephone).toBe(NEW_PHONE.tel);
  // the contact page's LocalBusiness, one per office
  // the contact page's LocalBusiness, one per office, each with its own phone (the India office has none: never the US one)
  const offices = (await structured(page, '/contact-us')).filter((block) => block['@type'] === 'LocalBusiness');
  expect(offices.map((office) => [office.name, office.telephone])).toEqual([['Navyug USA', OLD_PHONE.tel], ['Navyug India', undefined]]);
  expect(offices[0].address).toEqual({ '@type': 'PostalAddress', streetAddress: '410 Fayetteville Street, Suite 1400', addressLocality: 'Raleigh', addressRegion: 'NC', postalCode: '27601', addressCountry: 'US' });
  expect(offices[1].address).toMatchObject({ addressLocality: 'Ahmedabad', addressRegion: 'Gujarat', postalCode: '380015', addressCountry: 'IN' });

  // Back: the revision before restored as a draft, then published.
  await putBack(page, company.url, company.revision, { changed: true });
  await expect(page.getByRole('textbox', { name: 'Phone (display)', exact: true })).toHaveValue(OLD_PHONE.display);
  await expect.poll(async () => (await organization(page, '/')).telephone).toBe(OLD_PHONE.tel);
  await page.goto('/contact-us');
  await expect(page.getByRole('complementary').getByRole('link', { name: OLD_PHONE.display })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('410 Fayetteville Street, Suite 1200')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: OLD_PHONE.display })).toHaveAttribute('href', `tel:${OLD_PHONE.tel}`);
});

test('the owner adds a UK office, which publishes with its flag, and is warned, not refused, when the phone shown is not the one dialled', async ({ page }) => {
  await signInTo(page, OWNER, '/admin/content', 'Content');
  const company = await openItem(page, 'Navyug', '/admin/content/company');
  expect(company.live).toBe(true); // put back at the end

  const office = page.getByRole('group', { name: 'Addresses, new row 3' });
  await office.getByRole('textbox', { name: /^Country \(row 3\)/ }).fill(UK_OFFICE.country);
  await office.getByRole('textbox', { name: /^Country code \(row 3\)/ }).fill('GB');
  await office.getByRole('textbox', { name: /^Lines \(row 3\)/ }).fill(UK_OFFICE.lines.join('\n'));
  await office.getByRole('textbox', { name: /^Phone \(dialled\) \(row 3\)/ }).fill(UK_OFFICE.phone);
  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill(MISREAD_PHONE);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Published, with the warning in the message and beside the field (read with it), and no refusal.
  const answer = page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' });
  await expect(answer).toContainText(`Check Phone (display): the number shown reads as +15550100299, but Phone (dialled) is ${OLD_PHONE.tel}`);
  const display = page.getByRole('textbox', { name: 'Phone (display)', exact: true });
  await expect(display).toHaveValue(MISREAD_PHONE);
  await expect(display).toHaveAccessibleDescription(/Check: The number shown reads as \+15550100299, but Phone \(dialled\) is \+15550100199/);
  await expect(display).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText(`Live: revision ${company.revision + 1} is on the site.`)).toBeVisible();

  // The footer shows the office with its country's flag; the contact page's LocalBusiness gives its own phone.
  await expect.poll(async () => (await (await page.request.get('/contact-us')).text()).includes(UK_OFFICE.lines[0])).toBe(true);
  await page.goto('/contact-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(UK_OFFICE.lines[0])).toBeVisible();
  await expect(footer.getByText(`Navyug ${UK_OFFICE.country}`)).toBeVisible();
  const flag = footer.getByRole('img', { name: `Flag of ${UK_OFFICE.country}` });
  await flag.scrollIntoViewIfNeeded();
  await expect(flag).toHaveAttribute('src', '/media/flags/gb.svg');
  await expect(flag).toHaveAttribute('width', '36');
  await expect(flag).toHaveAttribute('height', '24');
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const offices = (await structured(page, '/contact-us')).filter((block) => block['@type'] === 'LocalBusiness');
  expect(offices.map((each) => [each.name, each.telephone])).toEqual([['Navyug USA', OLD_PHONE.tel], ['Navyug India', undefined], [`Navyug ${UK_OFFICE.country}`, UK_OFFICE.phone]]);
  expect(offices[2].address).toEqual({ '@type': 'PostalAddress', streetAddress: '221B Baker Street', addressLocality: 'London', postalCode: 'NW1 6XE', addressCountry: 'GB' });

  await putBack(page, company.url, company.revision, { changed: true });
  await expect(page.getByRole('textbox', { name: 'Phone (display)', exact: true })).not.toHaveAccessibleDescription(/Check:/);
  await expect.poll(async () => (await (await page.request.get('/contact-us')).text()).includes(UK_OFFICE.lines[0])).toBe(false);
});

test('the owner publishes a change to the privacy policy: the page shows it, the next consent record names its version', async ({ page, browser, baseURL }) => {
  await signInTo(page, OWNER, '/admin/content', 'Content');
  const before = await (await page.request.get('/privacy-policy')).text();
  const oldVersion = /version ([0-9a-f]{12})/.exec(before)![1];

  const policy = await openItem(page, 'Privacy Policy', '/admin/content/legal');
  expect(policy.live).toBe(true);
  await page.getByRole('button', { name: 'Edit as plain Markdown' }).click();
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  const original = await body.inputValue();
  expect(original).toContain('## Who we are');
  await body.fill(`${original.trimEnd()}\n\n## Our promise\n\n${ADDED}\n`);
  await page.getByLabel('Effective date').fill('2027-01-15');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('.site-preview').getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await editorReady(page);
  await publishForm(page);

  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(ADDED)).toBe(true);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Our promise' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our promise' })).toContainText(ADDED);
  await expect(page.getByText(/Effective 15 January 2027 · version [0-9a-f]{12}/)).toBeVisible();
  const newVersion = /version ([0-9a-f]{12})/.exec(await page.getByText(/Effective 15 January 2027/).innerText())![1];
  expect(newVersion).not.toBe(oldVersion);

  // The next contact message agrees to the new version.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/contact-us');
  await visitor.getByLabel('Full name').fill('Consent Check');
  await visitor.getByLabel('E-mail').fill('consent.check@example.com');
  await visitor.getByLabel('Phone number').fill('+1 415 555 0199');
  await visitor.getByLabel('How can we help?').fill('Checking the consent record.');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await visitor.close();
  await page.goto('/admin?q=consent.check%40example.com');
  await page.getByRole('row').filter({ hasText: 'Consent Check' }).getByRole('link').first().click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' })).toContainText(`version ${newVersion} dated 2027-01-15`);

  // The earlier version is readable whole; then restored and published: the old text, the old version.
  await page.goto(policy.url);
  await page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('link', { name: `Read revision ${policy.revision}` }).click();
  await expect(page.getByText(`Revision ${policy.revision} of “Privacy Policy”`)).toBeVisible();
  await expect(page.locator('.site-preview').getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(page.locator('.site-preview').getByText(`version ${oldVersion}`)).toBeVisible();
  await expect(page.locator('.site-preview').getByText(ADDED)).toHaveCount(0);
  await putBack(page, policy.url, policy.revision, { changed: true });
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(`version ${oldVersion}`)).toBe(true);
});

test('a lead’s agreed privacy text reads back word for word after the phone changed, as a version of its own (issue 52)', async ({ page, browser, baseURL }) => {
  await signInTo(page, OWNER, '/admin/content', 'Content');
  // The visitor reads the policy, then sends a contact message agreeing to it.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/privacy-policy');
  const shown = await visitor.locator('nav[aria-labelledby="contents-title"] + div').innerText();
  expect(shown).toContain(OLD_PHONE.display);
  await visitor.goto('/contact-us');
  await visitor.getByLabel('Full name').fill('Agreed Text');
  await visitor.getByLabel('E-mail').fill('agreed.text@example.com');
  await visitor.getByLabel('Phone number').fill('+1 415 555 0196');
  await visitor.getByLabel('How can we help?').fill('Reading back what I agreed to.');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await visitor.close();
  await page.goto('/admin?q=agreed.text%40example.com');
  await page.getByRole('row').filter({ hasText: 'Agreed Text' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agreed Text' })).toBeVisible();
  const lead = page.url();
  const recorded = /version ([0-9a-f]{12})/.exec(await page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' }).innerText())![1];

  // The phone number changes: the policy's words change, so it is a new version, said on the page with its date.
  const company = await openItem(page, 'Navyug', '/admin/content/company');
  await page.getByRole('textbox', { name: 'Phone (display)', exact: true }).fill(NEW_PHONE.display);
  await page.getByRole('textbox', { name: 'Phone (dialled)', exact: true }).fill(NEW_PHONE.tel);
  await publishForm(page);
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(NEW_PHONE.display)).toBe(true);
  await page.goto('/privacy-policy');
  const banner = await page.getByText(/^Effective \d{1,2} \w+ \d{4} · Last changed \d{1,2} \w+ \d{4} · version [0-9a-f]{12}$/).innerText();
  const now = /version ([0-9a-f]{12})/.exec(banner)![1];
  expect(now).not.toBe(recorded);

  // The lead's page links to the text they agreed to: word for word, the old phone, the version recorded.
  await page.goto(lead);
  await page.getByRole('listitem').filter({ hasText: 'Agreed: Privacy Policy' }).getByRole('link', { name: /^Read the text they agreed to/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('.site-preview').getByText(new RegExp(`· version ${recorded}$`))).toBeVisible();
  const read = await page.locator('.site-preview nav[aria-labelledby="contents-title"] + div').innerText();
  expect(read).toBe(shown);
  expect(read).not.toContain(NEW_PHONE.display);
  // the version after it is listed beside it
  await expect(page.getByRole('region', { name: 'Other recorded versions of the Privacy Policy' }).getByRole('link', { name: `Version ${now}` })).toBeVisible();
  await axe(page);

  // The studio's "Read" of the live revision names the versions it was live under, each readable, not a hash of today.
  const policy = await openItem(page, 'Privacy Policy', '/admin/content/legal');
  await page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('link', { name: `Read revision ${policy.revision}` }).click();
  const versions = page.getByRole('region', { name: /versions? it was live under/ });
  await expect(versions.getByRole('link', { name: `Version ${recorded}` })).toBeVisible();
  await expect(versions.getByRole('link', { name: `Version ${now}` })).toBeVisible();
  await axe(page);

  await putBack(page, company.url, company.revision, { changed: true });
  await expect.poll(async () => (await (await page.request.get('/privacy-policy')).text()).includes(`version ${recorded}`)).toBe(true);
});
