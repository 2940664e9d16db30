'use server';

import { headers } from 'next/headers';
import { applicationCopy } from '@/content/careers';
import type { FormState } from '@/lib/validation/form-state';
import { applyThroughSource } from '../careers/apply';
import { readFormData } from '../http/form-data';
import { clientIp } from '../http/multipart';

/** The application form without JavaScript: a plain multipart post, answered by re-rendering the page. */
export async function applyForJob(previous: FormState, form: FormData): Promise<FormState> {
  const { fields, uploads } = await readFormData(form);
  const requestHeaders = await headers();
  const version = previous.version + 1;
  const { submission_key: _key, ...values } = fields;
  try {
    const result = await applyThroughSource({ fields, uploads, ip: clientIp(requestHeaders), userAgent: requestHeaders.get('user-agent') });
    if (result.status === 'accepted') return { status: 'sent', message: applicationCopy.sent, values: {}, fieldErrors: {}, version };
    const again = uploads.some((u) => u.name) ? ' Choose your files again: browsers do not keep them after an error.' : '';
    return { status: result.httpStatus === 429 ? 'error' : 'invalid', message: result.message + again, values, fieldErrors: result.fieldErrors, version };
  } catch (error) {
    console.error('application form: could not store or forward an application', error);
    return { status: 'error', message: 'Something went wrong on our side and nothing was sent. Please try again in a few minutes.', values, fieldErrors: {}, version };
  }
}
