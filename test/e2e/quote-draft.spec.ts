// The quote form's draft: kept in this browser while the visitor writes, restored after a reload, cleared on
// request, forgotten once sent, and never sent anywhere before the visitor submits.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../support/fixtures';
import { fillQuote } from '../support/quote';

const DRAFT_KEY = 'quote-draft';
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
const RESTORED = 'We restored your answers from earlier today.';
/** page.goto waits for hydration (support/fixtures.ts); a reload is made to as well. */
async function reload(page: Page) {
  await page.reload();
  await hydrated(page);
}

test('answers survive a reload, Clear empties them, and a sent request forgets them; nothing leaves before Send', async ({ page }) => {
  // Every request the page makes, with its body: before the visitor sends, none may carry what they typed.
  const requests: { url: string; method: string; body: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' }));
  const carried = (text: string) => requests.filter((r) => r.url.includes(encodeURIComponent(text)) || r.url.includes(text) || r.body.includes(text));

  await page.goto('/get-quote');
  await page.getByLabel('Full name').fill('Dora Draft');
  await page.getByLabel('E-mail').fill('dora.draft@example.com');
  await page.getByLabel('Budget').selectOption('10000-20000');
  await page.getByLabel('How did you hear about us?').selectOption('other-hear');
  await page.getByLabel('Where you heard about us').fill('A podcast about drafts');
  await page.getByLabel('Comments').fill('Please keep this while I look for the brief.');
  await page.getByLabel(/I agree to the privacy policy/).check();
  // saved 400 ms after the last change: wait for the last answer, as an earlier save may already hold the first ones
  await expect.poll(() => stored(page)).toContain('Please keep this while I look for the brief.');
  const draft = JSON.parse((await stored(page))!);
  expect(draft.fields).toEqual({
    fullname: 'Dora Draft',
    address: 'dora.draft@example.com',
    budget: '10000-20000',
    hear: 'other-hear',
    hearother: 'A podcast about drafts',
    comments: 'Please keep this while I look for the brief.',
  });
  expect(JSON.stringify(draft)).not.toMatch(/formtoken|website|privacy|cookie_choice|source_page/);

  await reload(page);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Dora Draft');
  await expect(page.getByLabel('E-mail')).toHaveValue('dora.draft@example.com');
  await expect(page.getByLabel('Budget')).toHaveValue('10000-20000');
  await expect(page.getByLabel('Where you heard about us')).toHaveValue('A podcast about drafts');
  await expect(page.getByLabel('Comments')).toHaveValue('Please keep this while I look for the brief.');
  await expect(page.getByLabel(/I agree to the privacy policy/)).not.toBeChecked(); // agreeing is given each time
  // the form token is this page's own, not an old one
  expect(await page.locator('input[name="formtoken"]').inputValue()).not.toContain('~');

  // One 'Clear the form' at a time: beside the message while it shows.
  await expect(page.getByRole('button', { name: 'Clear the form' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(page.getByText('We cleared the form.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Budget')).toHaveValue('');
  await expect(page.getByLabel('Comments')).toHaveValue('');
  await expect(page.getByLabel('Where you heard about us')).toBeHidden();
  expect(await stored(page)).toBeNull();
  await reload(page);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('');

  // Nothing of the draft went anywhere: no request so far named any answer, and none but page loads was a POST.
  for (const text of ['Dora Draft', 'dora.draft@example.com', 'A podcast about drafts', 'Please keep this']) expect(carried(text), text).toEqual([]);
  // (the page views' beacon posts only the page's address: docs/development.md, Analytics)
  expect(requests.filter((r) => r.method !== 'GET' && !(r.url.endsWith('/api/hit') && /^\{"u":"[^"]+\/get-quote","r":"[^"]*","tz":"[^"]*"(,"c":"[a-z]+")?\}$/.test(r.body)))).toEqual([]);

  // A complete request: saved while typed, gone once sent.
  await fillQuote(page, { fullname: 'Dora Draft', email: 'dora.draft@example.com', company: 'Drafts Ltd', projecttype: 'contentcreation', talent: 'writer' });
  await expect.poll(() => stored(page)).toContain('Drafts Ltd');
  expect(carried('Drafts Ltd')).toEqual([]);
  await page.getByRole('button', { name: "Let's Roll" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your quote request is with us' })).toBeVisible();
  await expect.poll(() => stored(page)).toBeNull();
  expect(carried('Drafts Ltd').map((r) => r.method)).toEqual(['POST']); // the request itself, once
  await reload(page);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a draft from an earlier day is not restored, and is removed', async ({ page }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    localStorage.setItem(key, JSON.stringify({ at: yesterday.getTime(), search: '', fields: { fullname: 'Yesterday Yara' } }));
  }, DRAFT_KEY);
  await page.goto('/get-quote');
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
});

test('a prefilled address wins over a draft written elsewhere for its fields; the rest is restored', async ({ page }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(key, JSON.stringify({ at: Date.now(), search: '', fields: { fullname: 'Grace Draft', projecttype: 'contentcreation' } }));
  }, DRAFT_KEY);
  await page.goto('/get-quote?projecttype=branding&case=bubble-bakes');
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Draft');
  await expect(page.getByRole('combobox', { name: /^Project type/ })).toHaveValue('branding');

  // A draft written on this very address is newer than it: a reload keeps the visitor's change.
  await page.getByRole('combobox', { name: /^Project type/ }).selectOption('webdevelopment');
  await expect.poll(async () => JSON.parse((await stored(page)) ?? '{}').fields?.projecttype).toBe('webdevelopment');
  await reload(page);
  await expect(page.getByRole('combobox', { name: /^Project type/ })).toHaveValue('webdevelopment');
});

test('a browser that refuses storage still shows and sends the form', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/get-quote');
  await page.getByLabel('Full name').fill('Blocked Bo');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});
