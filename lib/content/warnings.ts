import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CollectionName } from './collections';

// What a save lets through but staff should look at again: shown beside the field (components/admin/content/
// content-editor.tsx, from the values in the form, so after every save and on every visit while it holds) and in the
// save's message (server/actions/admin-content.ts). A warning never blocks a save or a publish.

/** Each field's warnings, by its name; a field without any is absent. */
export type FieldWarnings = Record<string, string[]>;

/** The warnings of an item's fields (its form's values or its saved fields: the fields checked here are text). */
export function fieldWarnings(collection: CollectionName, fields: Readonly<Record<string, unknown>>): FieldWarnings {
  if (collection === 'company') return companyWarnings(fields);
  return {};
}

/** The warnings for a save's message, each after its field's label ('' when none): "Check Phone (display): the number …". */
export function warningsMessage(warnings: FieldWarnings, labels: Readonly<Record<string, string>>): string {
  return Object.entries(warnings)
    .flatMap(([name, messages]) => messages.map((message) => `Check ${labels[name] ?? name}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`))
    .join(' ');
}

/**
 * The company's facts: the phone as shown and the phone as dialled should be one number ("+1 (555) 010-0299" shown
 * over tel:+15550100199 sends a visitor who reads it somewhere else than one who taps it).
 */
function companyWarnings(fields: Readonly<Record<string, unknown>>): FieldWarnings {
  const display = typeof fields.phoneDisplay === 'string' ? fields.phoneDisplay.trim() : '';
  const tel = typeof fields.phoneTel === 'string' ? fields.phoneTel.trim() : '';
  // An empty or malformed dialled number is refused by the schema, with its own message.
  if (!display || !/^\+\d{8,15}$/.test(tel)) return {};
  const dialled = parsePhoneNumberFromString(tel);
  // Written without its country code, the shown number is read in the dialled number's country.
  const shown = parsePhoneNumberFromString(display, dialled ? { defaultCallingCode: dialled.countryCallingCode } : undefined);
  if (!shown) return { phoneDisplay: [`The number shown does not read as a phone number, so a visitor who reads it cannot tell it is ${tel}, the number a tap dials.`] };
  if (shown.number !== (dialled?.number ?? tel)) {
    return { phoneDisplay: [`The number shown reads as ${shown.number}, but Phone (dialled) is ${tel}: a visitor who reads it and one who taps it reach different phones. Correct whichever is wrong.`] };
  }
  return {};
}
