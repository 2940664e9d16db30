import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A form shown longer ago than this is refused with a fresh token, so a harvested token goes stale. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A signed 'form shown at' token: `<issued ms>.<id>.<signature>`. The time proves how long a visitor had
 * the form before sending it; the id names this one showing of the form, so a post sent twice (a double
 * click, a replay) is stored once.
 */
export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type FormTokenCheck = { valid: true; ageMs: number; id: string } | { valid: false; reason: 'missing' | 'forged' | 'expired' };

/** Checks a token's signature and age: forged (or from the future) and expired tokens are told apart. */
export function checkFormToken(secret: string, token: string | undefined, now = Date.now()): FormTokenCheck {
  if (!token) return { valid: false, reason: 'missing' };
  const match = /^(\d{1,15})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
  if (!match) return { valid: false, reason: 'forged' };
  const [, issued, id, signature] = match;
  const expected = Buffer.from(sign(secret, `${issued}.${id}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { valid: false, reason: 'forged' };
  const ageMs = now - Number(issued);
  if (ageMs < 0) return { valid: false, reason: 'forged' };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { valid: false, reason: 'expired' };
  return { valid: true, ageMs, id };
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`form:${payload}`).digest('base64url');
}
