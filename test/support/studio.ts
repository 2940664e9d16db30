import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What the content studio's browser tests do over and over: sign in to a page of the studio, and publish the form.

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
