import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 key, as any authenticator app computes it. */
export function totp(base32: string, now = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Turns two-factor on from the account page, open in `page`, as its owner would (password, the key read off the page,
 * the app's first code): the key, for codes at sign-in, and the backup codes the set-up showed.
 */
export async function turnOnTwoFactor(page: Page, password: string): Promise<{ key: string; codes: string[] }> {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const key = (await page.getByTestId('totp-key').textContent())!.trim();
  const codes = (await page.getByRole('list', { name: 'Your backup codes', includeHidden: true }).locator('code').allTextContents()).map((code) => code.trim());
  await page.getByLabel('Code from the app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn two-factor on' }).click();
  return { key, codes };
}
