import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hit } from '../security/rate-limit';
import type { Upload } from '../storage/uploads';

/** One form post, as every form service takes it. */
export interface Submission {
  fields: Record<string, string>;
  uploads: Upload[];
  ip: string | null;
  userAgent: string | null;
}

export type SubmitResult =
  | { status: 'accepted'; id: string }
  | { status: 'rejected'; httpStatus: 400 | 413 | 415 | 422 | 429; message: string; fieldErrors: Record<string, string[]>; retryAfterSeconds?: number };

const RATE_RULE = { max: Number(process.env.RATE_LIMIT_MAX ?? 5), windowMs: Number(process.env.RATE_LIMIT_WINDOW_MS ?? 10 * 60_000) };

/** Counts this post against its address; the 429 answer when the window is used up, else null. */
export async function rateLimited(db: Kysely<Database>, key: string, submission: Submission, message: (wait: string) => string): Promise<SubmitResult | null> {
  const limit = await hit(db, `${key}:${submission.ip ?? 'unknown'}`, RATE_RULE);
  if (limit.allowed) return null;
  const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
  return {
    status: 'rejected',
    httpStatus: 429,
    message: message(`${minutes} minute${minutes === 1 ? '' : 's'}`),
    fieldErrors: {},
    retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
  };
}
