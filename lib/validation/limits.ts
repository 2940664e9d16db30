/**
 * The lead forms' length limits, apart from the option lists in options.ts (which re-exports them), so the
 * contact form's script carries these numbers and not the quote form's choices.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  other: 200,
  message: 5000,
} as const;
