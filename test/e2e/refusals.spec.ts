// With JavaScript, a refusal from the request guard (server/serving/request-guard.mts) answers the form in place,
// as the form's own answers do: its message at the form, focused, every answer still in its field (files
// aside), the button usable, and sending again works once the cause is gone. Before, React replaced the whole
// page with its error and everything typed was lost. The contact and quote forms call a Server Action
// (components/forms/catch-action-errors.ts reads the guard's answer); the application form uploads with
// XMLHttpRequest to the API, which the guard answers with JSON.
import { BigFiles, expect, expectGuardRefused, FORMS, holdBackLateScripts, holdTheOnlyUploadSlot, test, type FormUnderTest } from '../support/refusals';
import { eventually } from '../support/server';
import type { Page } from '../support/fixtures';

const GUARD_429 = /^Too many submissions from your network\. Please wait \d+ minutes? and try again\.$/;
/** The 413 names the form's own limit (256 KB for the contact form, which takes no file). */
const tooLarge = (form: { limit: string }) => new RegExp(`^(The upload is too large|Your message is too large to send): this form accepts at most ${form.limit} in all\\.`);
const BUSY = /^We are receiving many uploads right now\. Please try again in a minute\./;
const STALLED = /^The upload (stalled|arrived too slowly), so we stopped waiting for it\./;
const UNAVAILABLE = /^We cannot receive this form right now because of a fault on our side\. Please try again in a few minutes, or write to us at (hello|hr)@navyug\.example\./;

const send = (page: Page, form: FormUnderTest) => page.getByRole('form', { name: form.label }).getByRole('button', { name: form.submit }).click();

async function expectSent(page: Page, form: FormUnderTest) {
  await expect(page.getByRole('form', { name: form.label }).getByRole('status').filter({ hasText: form.sent })).toBeVisible();
}

/** The refusal shown at the form as its own answers are: focused, answers kept, the button usable again. */
async function expectAnsweredInPlace(page: Page, form: FormUnderTest, message: RegExp, timeout?: number) {
  const region = page.getByRole('form', { name: form.label });
  const alert = region.getByRole('alert');
  await expect(alert).toHaveText(message, { timeout });
  await expect(alert).toBeFocused();
  await form.expectKept(page);
  await expect(region.getByRole('button', { name: form.submit })).toBeEnabled();
  await expect(page.getByText('Something went wrong')).toHaveCount(0); // not React's error page
}

for (const form of FORMS) {
  test.describe(`${form.name} form with JavaScript`, () => {
    test('429: after the form refused once, the guard refuses before reading the body, and the form says so in place', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      await send(page, form);
      await expectSent(page, form);
      await form.fill(page);
      await send(page, form);
      await expect(page.getByRole('form', { name: form.label }).getByRole('alert')).toContainText(/^Too many (submissions|applications) from your network/);
      await send(page, form);
      await expectAnsweredInPlace(page, form, GUARD_429);
      expectGuardRefused(site, 429, visitor);
    });

    test(`413: a body over the form's ${form.limit} is refused at once, and the form says so in place`, async ({ page, site, visitor }) => {
      const files = new BigFiles();
      try {
        await form.open(page);
        await holdBackLateScripts(page); // sent before the browser checks arrive, as on a slow connection
        await form.fill(page);
        await form.overfill(page, files);
        await send(page, form);
        await expectAnsweredInPlace(page, form, tooLarge(form));
        expectGuardRefused(site, 413, visitor);
      } finally {
        files.remove();
      }
    });

    test('503: every upload slot taken, the form says to try again in a minute, and again works once one is free', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      const release = await holdTheOnlyUploadSlot(site.server.url);
      try {
        await send(page, form);
        await expectAnsweredInPlace(page, form, BUSY);
        expectGuardRefused(site, 503, visitor);
      } finally {
        await release();
      }
      await send(page, form);
      await expectSent(page, form);
    });
  });

  test.describe(`${form.name} form with JavaScript, on a network that stalls`, () => {
    test.use({ throughStallingProxy: true });

    test('408: an upload that stalls is answered in place, and sending again on a good network works', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      site.stalling.stallUploads(true);
      try {
        await send(page, form);
        // Chromium takes a 408 on a connection it used before for a server closing an idle connection, and
        // sends the request again on each such connection first: a few 408s, 2 s apart, before one is shown.
        await expectAnsweredInPlace(page, form, STALLED, 30_000);
      } finally {
        site.stalling.stallUploads(false);
      }
      expectGuardRefused(site, 408, visitor);
      await send(page, form);
      await expectSent(page, form);
    });
  });
}

test.describe('while PostgreSQL is down', () => {
  for (const form of FORMS) {
    test(`503: the ${form.name} form says to try again later or write to us, in place, and again works once it is back`, async ({ page, site, visitor }) => {
      test.skip(!site.postgres, 'PostgreSQL is not reachable on this machine');
      await form.open(page); // the page was open before the database went away
      await form.fill(page);
      await site.postgres!.cut('refuse');
      try {
        await send(page, form);
        await expectAnsweredInPlace(page, form, UNAVAILABLE);
        expectGuardRefused(site, 503, visitor);
      } finally {
        await site.postgres!.restore();
      }
      // Once the guard can read the database again (a post without a body: 4xx, not 503), the same answers go.
      await eventually(async () => (await fetch(`${site.server.url}/api/forms/contact`, { method: 'POST' })).status !== 503);
      await send(page, form);
      await expectSent(page, form);
    });
  }
});
