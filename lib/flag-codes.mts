// The countries an office may be in: every ISO 3166-1 country, each with its flag (country-flag-icons, copied to
// public/media/flags/<code>.svg by scripts/media/og.mjs, `npm run media static`).
// Only erasable TypeScript syntax: the media script imports it under Node's type stripping.
import { countries } from 'country-flag-icons';

/** Two-letter codes of the flag package that name no ISO 3166-1 country (reserved codes, the EU, pseudo-regions). */
const NOT_COUNTRIES = new Set(['AC', 'EU', 'IC', 'TA', 'XA', 'XC', 'XO']);

/** The countries with a flag on the site: an office's country code is one of them. */
export const FLAG_CODES: readonly string[] = countries.filter((code) => /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code));

/** The flag's file, as the footer shows it (3:2, so 36 × 24). */
export const flagSrc = (code: string) => `/media/flags/${code.toLowerCase()}.svg`;
