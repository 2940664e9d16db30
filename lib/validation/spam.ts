/**
 * The spam defences' hidden fields, shared by every form and the services that read them: a honeypot only
 * bots fill in, and the signed token that says when the form was shown (server/security/form-token.ts).
 */
export const HONEYPOT_FIELD = 'website';
export const TOKEN_FIELD = 'formtoken';
/** the visitor's cookie choice, sent with a form they submit so the consent ledger can record it (lib/consent.ts) */
export const COOKIE_CHOICE_FIELD = 'cookie_choice';

/** Fields that are never shown back to the visitor or stored as answers. */
export const HIDDEN_FIELDS: readonly string[] = [HONEYPOT_FIELD, TOKEN_FIELD, 'submission_key', COOKIE_CHOICE_FIELD];
