import 'server-only';
import { config } from '../config';
import { submitApplication } from '../services/applications';
import type { Submission, SubmitResult } from '../services/submission';
import { forwardApplication } from './source';

/** An application from our pages: stored here, or forwarded to the provider at JOBS_API_URL. */
export async function applyThroughSource(submission: Submission): Promise<SubmitResult> {
  if (!config.jobsApiUrl) return submitApplication(submission);
  const form = new FormData();
  for (const [name, value] of Object.entries(submission.fields)) form.append(name, value);
  for (const upload of submission.uploads) form.append(upload.field, new Blob([upload.bytes as Uint8Array<ArrayBuffer>]), upload.name);
  const { status, body } = await forwardApplication(form);
  if (status === 201 && body.data?.id) return { status: 'accepted', id: String(body.data.id) };
  const httpStatus = ([400, 413, 415, 422, 429] as const).find((s) => s === status) ?? 422;
  return { status: 'rejected', httpStatus, message: body.message ?? 'The application was not accepted.', fieldErrors: body.errors ?? {} };
}
