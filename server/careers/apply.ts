import 'server-only';
import { randomUUID } from 'node:crypto';
import { HIDDEN_FIELDS } from '@/lib/validation/spam';
import { config } from '../config';
import type { Db } from '../db/client';
import { submitApplication } from '../forms/applications';
import { EXPIRED_FORM, spamVerdict, type Submission, type SubmitResult } from '../forms/submission';
import { forwardApplication } from './source';

/**
 * An application from our own form (page action or upload endpoint): checked for spam and stored here, or,
 * with JOBS_API_URL, checked here and forwarded to the provider (which cannot verify our form token). Spam
 * gets the same answer as a real application and is not forwarded, so bots learn nothing.
 */
export async function applyThroughSource(db: Db, submission: Submission): Promise<SubmitResult> {
  if (!config.jobsApiUrl) return submitApplication(db, submission, { formChecks: true });
  const verdict = await spamVerdict(db.kysely, submission.fields);
  if (verdict.kind === 'expired') return EXPIRED_FORM;
  if (verdict.kind === 'spam') {
    console.warn(`careers: an application kept back as spam (${verdict.reason}), not forwarded`);
    return { status: 'accepted', outcome: 'spam', id: randomUUID() };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(submission.fields)) if (!HIDDEN_FIELDS.includes(name)) form.append(name, value);
  form.append('submission_key', verdict.key); // the provider stores a replayed form once, too
  for (const upload of submission.uploads) form.append(upload.field, new Blob([upload.bytes as Uint8Array<ArrayBuffer>]), upload.name);
  const { status, body } = await forwardApplication(form);
  if (status === 201 && body.data?.id) return { status: 'accepted', outcome: 'forwarded', id: String(body.data.id) };
  const httpStatus = ([400, 413, 415, 422, 429] as const).find((s) => s === status) ?? 422;
  const outcome = httpStatus === 413 ? 'too_large' : httpStatus === 429 ? 'rate_limited' : 'invalid';
  return { status: 'rejected', outcome, httpStatus, message: body.message ?? 'The application was not accepted.', fieldErrors: body.errors ?? {} };
}
