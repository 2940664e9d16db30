import 'server-only';
import { JobsUnavailable } from '../careers/source';
import { visitContext } from '../analytics/ingest';
import type { Submission, SubmitResult } from '../services/submission';
import { submitResponse, toResponse } from './errors';
import type { FormKey } from './form-routes.mts';
import { clientIp, readForm } from './multipart';

interface EndpointOptions {
  thanks: string;
  /** Answer with a fresh form token too, for a page that sends the same form again without reloading. */
  freshToken?: () => Promise<string>;
}

/** One HTTP endpoint for a form: read the body within the form's limits, submit, answer as JSON. */
export function formEndpoint(form: FormKey, submit: (submission: Submission) => Promise<SubmitResult>, { thanks, freshToken }: EndpointOptions) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const parsed = await readForm(request, form);
      const result = await submit({ ...parsed, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent'), visit: visitContext(request.headers) });
      return submitResponse(result, thanks, freshToken && (await freshToken()));
    } catch (error) {
      if (error instanceof JobsUnavailable) return Response.json({ message: 'Our jobs service is not answering. Nothing was sent; please try again in a few minutes.' }, { status: 503 });
      return toResponse(error, form);
    }
  };
}
