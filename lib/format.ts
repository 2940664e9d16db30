/** Formatting helpers shared by server and browser code. */

/** '2025-08-05' → '5 August 2025' (dates are calendar days, so read as UTC). */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

const CURRENCY_SYMBOL = (currency: string | null) => (currency === 'INR' ? '₹' : '$');
const groupDigits = (value: number, currency: string | null) =>
  new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { maximumFractionDigits: 0 }).format(value);

function range(from: number | null, to: number | null, one: (n: number) => string): string | null {
  const low = from ?? to;
  const high = to ?? from;
  if (low === null || high === null) return null;
  return low === high ? one(low) : `${one(Math.min(low, high))} - ${one(Math.max(low, high))}`;
}

/** Yearly salary on job cards: '₹6,00,000 - ₹12,00,000' for INR, '$' otherwise. */
export function formatSalary(currency: string | null, from: number | null, to: number | null): string {
  return range(from, to, (n) => `${CURRENCY_SYMBOL(currency)}${groupDigits(n, currency)}`) ?? 'Salary on request';
}

/** On the details page the currency code leads: 'INR 6,00,000 - 12,00,000'. */
export function formatSalaryWithCode(currency: string | null, from: number | null, to: number | null): string {
  const amounts = range(from, to, (n) => groupDigits(n, currency));
  return amounts ? `${currency ?? 'USD'} ${amounts}` : 'Salary on request';
}

/** 'from to to Years', as the specification writes it: '2 to 4 Years', '3 Years', '1 Year'. */
export function formatExperience(from: number | null, to: number | null): string {
  const low = from ?? to;
  const high = to ?? from;
  if (low === null || high === null) return 'Any experience';
  if (low === high) return `${low} ${low === 1 ? 'Year' : 'Years'}`;
  return `${Math.min(low, high)} to ${Math.max(low, high)} Years`;
}
