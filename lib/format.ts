/** Formatting helpers shared by server and browser code. */

/** '2025-08-05' → '5 August 2025' (dates are calendar days, so read as UTC). */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
