/**
 * Where the quote form's draft is kept in localStorage: read by the hook that is always loaded (use-quote-draft.ts)
 * to see whether a draft is waiting, and written by the module it loads only then (quote-draft.ts).
 */
export const DRAFT_KEY = 'quote-draft';
