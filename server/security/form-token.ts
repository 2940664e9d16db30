import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed 'form shown at' timestamp: proves how long a visitor had the form before sending it. */
export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, String(now))}`;
}

/** Milliseconds since the form was shown, or null when the token is missing, forged or from the future. */
export function formAge(secret: string, token: string | undefined, now = Date.now()): number | null {
  const [issued, signature] = (token ?? '').split('.');
  if (!issued || !signature || !/^\d+$/.test(issued)) return null;
  const expected = Buffer.from(sign(secret, issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - Number(issued);
  return age >= 0 ? age : null;
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`form:${value}`).digest('base64url');
}
