import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { FormKey } from '@/lib/forms.mts';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import type { VisitContext } from '../analytics/ingest';
import { config } from '../config';
import type { Database } from '../db/schema';
import { checkFormToken, issueFormToken } from '../security/form-token';
import { hit, peek, type RateRule } from '../security/rate-limit';
import { secret } from '../security/secret';
import type { Upload } from '../storage/uploads';
import { addressKey } from '../serving/client-address.mts';

/** One form post, as every form service takes it. */
export interface Submission {
  fields: Record<string, string>;
  uploads: Upload[];
  ip: string | null;
  userAgent: string | null;
  /** What analytics needs of the request (server/analytics/ingest.ts); absent where no browser sent it. */
  visit?: VisitContext;
}

/**
 * A form service's answer. `outcome` is for the metrics only (server/observability/metrics.mts, counted once by the
 * edge that called the service): the visitor is never told it, so spam gets the same answer as a real message.
 */
export type SubmitResult =
  /** `reference` is the visitor's (NV-Q-7K3P9); absent when a provider stored it (server/careers/apply.ts) */
  | { status: 'accepted'; outcome: 'stored' | 'spam' | 'duplicate' | 'forwarded'; id: string; reference?: string }
  | { status: 'rejected'; outcome: 'invalid' | 'expired' | 'too_large' | 'rate_limited'; httpStatus: 400 | 413 | 415 | 422 | 429; message: string; fieldErrors: Record<string, string[]>; retryAfterSeconds?: number };

const RATE_RULE: RateRule = config.rateLimit;
const MIN_FILL_MS = config.formMinFillMs;
/** Confirmations one address may receive in a day, across forms and instances; later posts are still taken. */
export const CONFIRMATIONS_PER_DAY = config.confirmationsPerDay;
const FORM_SECRET_KEY = 'form_secret';

/** A form's limit counts a client as the other limits do (an IPv6 /64 is one: its owner picks any address in it). */
const rateKey = (form: FormKey, ip: string | null) => `form:${form}:${addressKey(ip)}`;

/** Counts this post against its address; the 429 answer when the window is used up, else null. */
export async function rateLimited(db: Kysely<Database>, form: FormKey, submission: Submission, message: (wait: string) => string): Promise<SubmitResult | null> {
  const limit = await hit(db, rateKey(form, submission.ip), RATE_RULE);
  if (limit.allowed) return null;
  const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
  return {
    status: 'rejected',
    outcome: 'rate_limited',
    httpStatus: 429,
    message: message(`${minutes} minute${minutes === 1 ? '' : 's'}`),
    fieldErrors: {},
    retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
  };
}

/**
 * For the request guard, before it reads a body: seconds to wait when this address has already been told
 * it is over the limit (the form itself gives the first refusal, with the visitor's answers kept), else null.
 */
export async function alreadyRefused(db: Kysely<Database>, form: FormKey, client: string): Promise<number | null> {
  const { count, retryAfterMs } = await peek(db, rateKey(form, client), RATE_RULE);
  return count > RATE_RULE.max ? Math.ceil(retryAfterMs / 1000) : null;
}

export type SpamVerdict =
  | { kind: 'ok'; key: string }
  | { kind: 'spam'; reason: string; key: string | null }
  /** a real visitor's form that sat open too long: ask again with a fresh token, keep the answers */
  | { kind: 'expired' };

/** The honeypot, the signed token and the minimum fill time, as one verdict. */
export async function spamVerdict(db: Kysely<Database>, fields: Record<string, string>, now = Date.now()): Promise<SpamVerdict> {
  const token = checkFormToken(await secret(db, FORM_SECRET_KEY), fields[TOKEN_FIELD], now);
  const key = token.valid ? token.id : null;
  if (fields[HONEYPOT_FIELD]) return { kind: 'spam', reason: 'honeypot filled', key };
  if (!token.valid) return token.reason === 'expired' ? { kind: 'expired' } : { kind: 'spam', reason: `${token.reason} form token`, key: null };
  if (token.ageMs < MIN_FILL_MS) return { kind: 'spam', reason: `sent ${token.ageMs} ms after the form was shown`, key };
  return { kind: 'ok', key: token.id };
}

export const EXPIRED_FORM: SubmitResult = {
  status: 'rejected',
  outcome: 'expired',
  httpStatus: 422,
  message: 'This form was open for more than a day, so we refreshed it. Your answers are still here: please send it again.',
  fieldErrors: {},
};

/**
 * Whether `email` may get another confirmation today (counted in the caller's transaction, shared by every
 * instance). Past the limit the submission is still stored and the agency still told; the visitor's inbox is
 * not, so the form cannot be used to send our mail to someone else over and over.
 */
export async function mayConfirm(trx: Transaction<Database>, email: string): Promise<boolean> {
  const { allowed } = await hit(trx, `confirm:${email.trim().toLowerCase().slice(0, 254)}`, { max: CONFIRMATIONS_PER_DAY, windowMs: 86_400_000 });
  return allowed;
}

/** A fresh signed token for a form being shown now. */
export async function formToken(db: Kysely<Database>): Promise<string> {
  return issueFormToken(await secret(db, FORM_SECRET_KEY));
}

/** When and through which form, for a confirmation: never anything the visitor typed. */
export function receivedAt(date: Date): string {
  return `${date.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;
}
