// Times in the staff member's own zone (issue 34), in a browser in New York: a revision's time is shown in New York
// time with UTC beside it, and a schedule typed in New York time goes live at that instant.
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'times.editor@navyug.example';
const ZONE = 'America/New_York';
const QUESTION = 'Do you keep New York hours for clients there?';

test.use({ timezoneId: ZONE });

/** The wall time New York shows at `ms`, as datetime-local takes it: '2026-11-28T09:30:05'. */
function newYorkWall(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

test("an editor in New York sees times in New York time with UTC beside them, and a schedule typed in it fires at that moment", async ({ page, request }) => {
  test.setTimeout(120_000); // the schedule fires 20 s ahead, and the scheduler looks every 15 s
  const made = runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  // made now, or on CI's one retry by the first try
  if (test.info().retry === 0 || !made.out.includes(`A user with the e-mail ${EMAIL} exists already.`)) expect(made.code, made.out).toBe(0);
  await page.goto('/admin/login?next=%2Fadmin%2Fcontent%2Ffaqs%2Fnew');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New FAQ' })).toBeVisible();
  await page.locator('form[data-hydrated]').waitFor();
  await page.getByLabel('Question').fill(QUESTION);
  await page.getByLabel('Answer').fill('Yes: a producer in Raleigh answers during your working day.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  await page.locator('form[data-hydrated]').waitFor();

  // The revision's time: New York's clock, named, with UTC beside it, for the instant its <time> carries.
  const saved = page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('row').nth(1).locator('time');
  const instant = Date.parse((await saved.getAttribute('datetime'))!);
  const wall = newYorkWall(instant);
  const utc = new Date(instant).toISOString();
  await expect(saved).toHaveText(new RegExp(`^\\d{1,2} \\w{3} ${wall.slice(0, 4)}, ${wall.slice(11, 16)} E[SD]T \\((\\d{1,2} \\w{3}, )?${utc.slice(11, 16)} UTC\\)$`));

  // Scheduled 20 seconds ahead, typed in New York time in a field that says so.
  const field = page.getByLabel(/^Publish at \(E[SD]T, America\/New_York\)/);
  await expect(field).toBeVisible();
  const at = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
  await field.fill(newYorkWall(at));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes live at' });
  await expect(notice).toBeVisible();
  // the confirmation gives both zones, for the instant typed
  await expect(notice.locator('time')).toHaveAttribute('datetime', new Date(at).toISOString());
  await expect(notice).toContainText(`${newYorkWall(at).slice(11, 16)} E`);
  // UTC's day is named when it is not New York's (from 19:00 or 20:00 New York time): '(29 Nov, 00:46 UTC)'
  await expect(notice).toContainText(new RegExp(`\\((\\d{1,2} \\w{3}, )?${new Date(at).toISOString().slice(11, 16)} UTC\\)`));
  // the field shows it again in New York time
  await page.locator('form[data-hydrated]').waitFor();
  await expect(page.getByLabel(/^Publish at/)).toHaveValue(newYorkWall(at));

  // It goes live at that moment (the scheduler looks every 15 s), not before.
  expect((await (await request.get('/faqs')).text()).includes(QUESTION)).toBe(false);
  await expect.poll(async () => (await (await request.get('/faqs')).text()).includes(QUESTION), { timeout: 75_000, intervals: [1000] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at);

  // The site's nine FAQs are as they were for the specs that count them (this server is shared): off the site again.
  await page.reload();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
  await expect.poll(async () => (await (await request.get('/faqs')).text()).includes(QUESTION)).toBe(false);
});

test.describe('a browser that reports its zone by an old name (Chrome: Asia/Calcutta)', () => {
  test.use({ timezoneId: 'Asia/Calcutta' });

  test('names the zone as the page does without JavaScript: IST, Asia/Kolkata', async ({ page, browser }) => {
    const made = runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
    if (!made.out.includes(`A user with the e-mail ${EMAIL} exists already.`)) expect(made.code, made.out).toBe(0); // the test above may have made it
    await page.goto('/admin/login?next=%2Fadmin%2Fcontent%2Ffaqs');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Calcutta'); // the old name, as Chrome reports it
    await page.getByRole('table').getByRole('link').first().click();
    await page.locator('form[data-hydrated]').waitFor();
    const scripted = await page.locator('label', { hasText: /^Publish at \(/ }).first().textContent();
    expect(scripted).toContain('Publish at (IST, Asia/Kolkata)');
    await expect(page.locator('time').first()).toHaveAttribute('title', 'Asia/Kolkata');
    await expect(page.getByText('Calcutta')).toHaveCount(0);

    // The same page without JavaScript (the agency's zone, drawn by the server): the same words.
    const plain = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Asia/Calcutta', storageState: await page.context().storageState() });
    const again = await plain.newPage();
    await again.goto(page.url());
    expect(await again.locator('label', { hasText: /^Publish at \(/ }).first().textContent()).toBe(scripted);
    await plain.close();
  });
});
