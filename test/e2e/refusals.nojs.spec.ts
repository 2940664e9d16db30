// Without JavaScript, a refusal from the request guard (server/serving/request-guard.mts) is a short page of its
// own in place of the form's answer: it says the form was not sent and why, in the same words as the form
// shows with JavaScript, and Back returns to the form with every answer kept (files aside).
import type { Page, Response } from '@playwright/test';
import { BigFiles, expect, expectGuardRefused, FORMS, holdTheOnlyUploadSlot, test, type FormUnderTest } from '../support/refusals';
import { fixtures } from '../support/files';
import { eventually } from '../support/server';

const GUARD_429 = /Too many submissions from your network\. Please wait \d+ minutes? and try again\./;
/** The 413 names the form's own limit (256 KB for the contact form, which takes no file). */
const tooLarge = (form: { limit: string }) => new RegExp(`(The upload is too large|Your message is too large to send): this form accepts at most ${form.limit} in all\\.`);
const BUSY = /We are receiving many uploads right now\. Please try again in a minute\./;
const STALLED = /The upload (stalled|arrived too slowly), so we stopped waiting for it\./;
const UNAVAILABLE = /We cannot receive this form right now because of a fault on our side\. Please try again in a few minutes, or write to us at (hello|hr)@navyug\.example\./;

/** Sends the form as a plain post; the answer to it (the page the browser shows next). */
async function send(page: Page, form: FormUnderTest, timeout?: number): Promise<Response> {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().resourceType() === 'document', { timeout });
  await page.getByRole('form', { name: form.label }).getByRole('button', { name: form.submit }).click();
  return answer;
}

async function expectSent(page: Page, form: FormUnderTest) {
  await expect(page.getByRole('status').filter({ hasText: form.sent })).toBeVisible();
}

/** The guard's page: what happened, the way back, a link to the form; then Back shows the form as it was left. */
async function expectRefusalPage(page: Page, form: FormUnderTest, answer: Response, status: number, message: RegExp) {
  expect(answer.status()).toBe(status);
  await expect(page).toHaveTitle('Your form was not sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your form was not sent');
  await expect(page.getByRole('main')).toContainText(message);
  await expect(page.getByRole('main')).toContainText('Use your browser’s Back button to return to the form: your answers are still there');
  const link = page.getByRole('link', { name: 'open the form again' });
  const formUrl = new URL(answer.url());
  await expect(link).toHaveAttribute('href', formUrl.pathname + formUrl.search);
  await page.goBack();
  await expect(page.getByRole('form', { name: form.label })).toBeVisible();
  await form.expectKept(page);
}

/** Browsers may not restore a chosen file on Back: choose the application's résumé again. */
async function chooseFilesAgain(page: Page, form: FormUnderTest) {
  if (form.name === 'application') await page.getByLabel('Résumé').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixtures.pdf(2000)) });
}

for (const form of FORMS) {
  test.describe(`${form.name} form without JavaScript`, () => {
    test('429: after the form refused once, the guard refuses with a page, and Back returns to the answers', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      await send(page, form);
      await expectSent(page, form);
      await form.fill(page);
      await send(page, form);
      await expect(page.getByRole('form', { name: form.label }).getByRole('alert')).toContainText(/Too many (submissions|applications) from your network/);
      await chooseFilesAgain(page, form);
      const answer = await send(page, form);
      await expectRefusalPage(page, form, answer, 429, GUARD_429);
      expectGuardRefused(site, 429, visitor);
    });

    test(`413: a body over the form's ${form.limit} is refused with a page, and Back returns to the answers`, async ({ page, site, visitor }) => {
      const files = new BigFiles();
      try {
        await form.open(page);
        await form.fill(page);
        await form.overfill(page, files);
        const answer = await send(page, form);
        await expectRefusalPage(page, form, answer, 413, tooLarge(form));
        expectGuardRefused(site, 413, visitor);
      } finally {
        files.remove();
      }
    });

    test('503: every upload slot taken, a page says to try again in a minute; Back, and again works once one is free', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      const release = await holdTheOnlyUploadSlot(site.server.url);
      try {
        const answer = await send(page, form);
        await expectRefusalPage(page, form, answer, 503, BUSY);
        expectGuardRefused(site, 503, visitor);
      } finally {
        await release();
      }
      await chooseFilesAgain(page, form);
      await send(page, form);
      await expectSent(page, form);
    });
  });

  test.describe(`${form.name} form without JavaScript, on a network that stalls`, () => {
    test.use({ throughStallingProxy: true });

    test('408: an upload that stalls is answered with a page; Back, and sending again on a good network works', async ({ page, site, visitor }) => {
      await form.open(page);
      await form.fill(page);
      site.stalling.stallUploads(true);
      let answer: Response;
      try {
        // Chromium sends a request answered 408 again on each connection it used before, first (see refusals.spec.ts).
        answer = await send(page, form, 30_000);
      } finally {
        site.stalling.stallUploads(false);
      }
      await expectRefusalPage(page, form, answer, 408, STALLED);
      expectGuardRefused(site, 408, visitor);
      await chooseFilesAgain(page, form);
      await send(page, form);
      await expectSent(page, form);
    });
  });
}

test.describe('while PostgreSQL is down', () => {
  for (const form of FORMS) {
    test(`503: the ${form.name} form is answered with a page saying to try again later or write to us; Back, and again works once it is back`, async ({ page, site, visitor }) => {
      test.skip(!site.postgres, 'PostgreSQL is not reachable on this machine');
      await form.open(page); // the page was open before the database went away
      await form.fill(page);
      await site.postgres!.cut('refuse');
      try {
        const answer = await send(page, form);
        await expectRefusalPage(page, form, answer, 503, UNAVAILABLE);
        expectGuardRefused(site, 503, visitor);
      } finally {
        await site.postgres!.restore();
      }
      await eventually(async () => (await fetch(`${site.server.url}/api/forms/contact`, { method: 'POST' })).status !== 503);
      await chooseFilesAgain(page, form);
      await send(page, form);
      await expectSent(page, form);
    });
  }
});
