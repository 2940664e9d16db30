import 'server-only';
import { headers } from 'next/headers';
import { referenceSentence } from '@/lib/reference';
import { CHOOSE_FILES_AGAIN, type FormState } from '@/lib/validation/form-state';
import { HIDDEN_FIELDS } from '@/lib/validation/spam';
import type { Db } from '../db/client';
import { currentDb } from '../db/current';
import { databaseUnavailable } from '../db/unavailable';
import { unavailableMessage } from '../http/errors';
import { readFormData } from '../http/form-data';
import type { FormKey } from '../http/form-routes.mts';
import { clientIp } from '../http/multipart';
import { visitContext } from '../analytics/ingest';
import { formToken, type Submission, type SubmitResult } from '../forms/submission';
import { countSubmission } from '../observability/metrics.mts';

interface Copy {
  form: FormKey;
  sent: string;
  /** what the visitor sees when the server failed (nothing was stored) */
  failed: string;
  /** for the log line */
  what: string;
}

/**
 * Runs a form's Server Action: reads the post, submits it with the process's database, and turns the service's
 * answer into the form's state (the message, errors beside fields, the visitor's answers kept after an error, a
 * fresh form token).
 */
export async function answerForm(previous: FormState, form: FormData, submit: (db: Db, submission: Submission) => Promise<SubmitResult>, copy: Copy): Promise<FormState> {
  const { fields, uploads } = await readFormData(form);
  const requestHeaders = await headers();
  const version = previous.version + 1;
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !HIDDEN_FIELDS.includes(name)));
  // Asked for once: a database that cannot be opened costs the fresh token (the last one is kept) and the submission.
  const db = currentDb();
  const token = await db.then((opened) => formToken(opened.kysely)).catch(() => previous.token);
  try {
    const result = await submit(await db, { fields, uploads, ip: clientIp(requestHeaders), userAgent: requestHeaders.get('user-agent'), visit: visitContext(requestHeaders) });
    countSubmission(copy.form, result.outcome);
    if (result.status === 'accepted') {
      const message = result.reference ? `${copy.sent} ${referenceSentence(result.reference)}` : copy.sent;
      return { status: 'sent', message, reference: result.reference, values: {}, fieldErrors: {}, version, token };
    }
    const again = uploads.some((u) => u.name) && result.httpStatus !== 429 ? ` ${CHOOSE_FILES_AGAIN}` : '';
    return { status: result.httpStatus === 429 ? 'error' : 'invalid', message: result.message + again, values, fieldErrors: result.fieldErrors, version, token };
  } catch (error) {
    countSubmission(copy.form, databaseUnavailable(error) ? 'unavailable' : 'error');
    if (databaseUnavailable(error)) {
      // Not a bug: ask the visitor to send it again later (the request guard answers 503 before this when it can).
      console.error(`${copy.what}: the database is unreachable (${(error as Error).message}); asked the visitor to try again`);
      return { status: 'error', message: unavailableMessage(copy.form), values, fieldErrors: {}, version, token };
    }
    console.error(`${copy.what}: could not store a submission`, error);
    return { status: 'error', message: copy.failed, values, fieldErrors: {}, version, token };
  }
}
