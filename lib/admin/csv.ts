/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a formula, so text
 * from a visitor such as `=HYPERLINK("http://evil","click")` would run. Such a cell gets a leading apostrophe:
 * the OWASP advice for CSV injection; the spreadsheet shows the text as typed.
 */
export function neutralise(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
