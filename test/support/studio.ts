import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What the content studio's browser tests do over and over: sign in to a page of the studio, open an item, publish
// the form, and put an item back as it was. With or without JavaScript (the no-javascript project's specs).

/** The e2e specs' staff password (their users are made with the admin command line). */
export const STAFF_PASSWORD = 'a long enough passphrase';

/** Signs in and lands on `next`, whose h1 is `heading`. */
export async function signInTo(page: Page, email: string, next: string, heading: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Presses Publish and waits for the editor to say the revision is live. */
export async function publishForm(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
}

/** Whether the running test's browser runs JavaScript (false in the no-javascript project). */
const scripted = () => test.info().project.use.javaScriptEnabled !== false;

/** Waits until the editor's form takes input as its script handles it (at once without JavaScript: a plain form). */
export async function editorReady(page: Page) {
  if (scripted()) await page.locator('form[data-hydrated]').waitFor();
}

/**
 * Opens an item from its collection's list (`list`, the site's pages by default): the editor's address, its newest
 * revision (the one `putBack` comes back to) and whether that revision is the one on the site (`live`).
 */
export async function openItem(page: Page, name: string, list = '/admin/content/pages') {
  await page.goto(list);
  await page.getByRole('table').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await editorReady(page);
  const newest = await page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('row').nth(1).getByRole('cell').first().textContent();
  const revision = Number.parseInt(newest ?? '', 10);
  const live = (await page.getByText(`Live: revision ${revision} is on the site.`, { exact: true }).count()) > 0;
  return { url: page.url().split('?')[0], revision, live };
}

/**
 * Restores `revision` as a new draft and publishes it: the item as it was (nothing to do when nothing was saved after
 * it). `changed`: the spec published a change since `revision`, so each step must happen: the button is there, the
 * restore makes a new draft revision, and the publish puts it on the site.
 */
export async function putBack(page: Page, url: string, revision: number, { changed = false } = {}) {
  await page.goto(url);
  await editorReady(page);
  const restore = page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('button', { name: `Restore revision ${revision}`, exact: true });
  if (changed) await expect(restore).toBeVisible();
  else if (!(await restore.count())) return;
  await restore.click();
  await expect(page.getByRole('status').filter({ hasText: changed ? `Revision ${revision} restored as a new draft revision` : `Revision ${revision} restored` })).toBeVisible();
  await editorReady(page);
  if (changed) return publishForm(page);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  if (!(await publish.count())) return;
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: /Published|nothing to publish/ })).toBeVisible();
}
