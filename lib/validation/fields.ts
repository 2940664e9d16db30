import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from './zod';
import { safeSourceContext, safeSourcePage, SOURCE_CONTEXT_FIELD, SOURCE_PAGE_FIELD } from '../source-page';
import { LIMITS } from './options';

/** Building blocks shared by the form schemas: each carries its own human message. */

const ONE_LINE = /^[^\r\n\u0000-\u001f\u007f]*$/;

export const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} to ${max} characters or fewer.`);

/** A single-line value: no line breaks or control characters (they could forge e-mail headers). */
export const oneLine = (what: string, max: number) =>
  requiredText(what, max).regex(ONE_LINE, `Write ${what} on one line, without line breaks.`);

export const fullName = oneLine('your full name', LIMITS.name);

export const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(LIMITS.email, `Keep your e-mail address to ${LIMITS.email} characters or fewer.`)
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));

/** Any real number, written with its country code (+91 …) or as a US number. */
export const phoneNumber = (what: string) =>
  oneLine(what, LIMITS.phone).refine(
    (value) => value === '' || isValidPhoneNumber(value, 'US'), // empty already has its own message
    `Enter a valid ${what.replace(/^your /, '')}, with the country code if you are outside the US (for example +91 98765 43210).`,
  );

export const phone = phoneNumber('your phone number');

/**
 * The hidden fields that say where a lead came from (lib/source-page.ts). The visitor did not type them, so a bad
 * value (a full URL, a path too long, an unknown shape) is dropped to null, never turned into an error.
 */
export const sourceFields = {
  [SOURCE_PAGE_FIELD]: z.unknown().optional().transform(safeSourcePage),
  [SOURCE_CONTEXT_FIELD]: z.unknown().optional().transform(safeSourceContext),
} as const;

/** A six-digit code from an authenticator app, as typed (spaces dropped): the sign-in's second step and the account's set-up. */
export const authenticatorCode = z.string().transform((code) => code.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/));

/**
 * One of the two-factor backup codes Better Auth makes: ten letters and digits shown as `Ab3dE-fG7hK`, compared
 * exactly (letters keep their case). Spaces are dropped and the hyphen put back where it goes when typed without it.
 */
export const backupCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/))
  .transform((code) => `${code.slice(0, 5)}-${code.slice(-5)}`);

/** A select's value must be one of its options. */
export const choice = <const T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: message });

/** Turns a zod error into one list of messages per field (every message kept, not only the first). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
