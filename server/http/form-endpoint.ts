import 'server-only';
import { JobsUnavailable } from '../careers/source';
import { visitContext } from '../analytics/ingest';
import type { Db } from '../db/client';
import { currentDb } from '../db/current';
import type { Submission, SubmitResult } from '../forms/submission';
import { databaseUnavailable } from '../db/unavailable';
import { countSubmission, type SubmissionOutcome } from '../observability/metrics.mts';
import { HttpError, submitResponse, toResponse } from './errors';
import type { FormKey } from './form-routes.mts';
import { clientIp, readForm } from './multipart';

interface EndpointOptions {
  thanks: string;
  /** Answer with a fresh form token too, for a page that sends the same form again without reloading. */
  freshToken?: (db: Db) => Promise<string>;
}

/** One HTTP endpoint for a form: read the body within the form's limits, submit with the process's database, answer as JSON. */
export function formEndpoint(form: FormKey, submit: (db: Db, submission: Submission) => Promise<SubmitResult>, { thanks, freshToken }: EndpointOptions) {
  return async function POST(request: Request): Promise<Response> {
    let counted = false;
    try {
      const parsed = await readForm(request, form);
      const db = await currentDb();
      const result = await submit(db, { ...parsed, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent'), visit: visitContext(request.headers) });
      countSubmission(form, result.outcome);
      counted = true; // a fresh token that fails below is not a second outcome of this post
      return submitResponse(result, thanks, freshToken && (await freshToken(db)));
    } catch (error) {
      if (!counted) countSubmission(form, failedOutcome(error));
      if (error instanceof JobsUnavailable) return Response.json({ message: 'Our jobs service is not answering. Nothing was sent; please try again in a few minutes.' }, { status: 503 });
      return toResponse(error, form);
    }
  };
}

/** A post the form service did not answer: refused by the parser, or failed on our side. */
function failedOutcome(error: unknown): SubmissionOutcome {
  if (error instanceof JobsUnavailable || databaseUnavailable(error)) return 'unavailable';
  if (!(error instanceof HttpError)) return 'error';
  return error.status === 413 ? 'too_large' : error.status === 422 ? 'invalid' : error.status < 500 ? 'malformed' : 'error';
}
