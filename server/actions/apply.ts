'use server';

import { applicationCopy } from '@/content/careers';
import type { FormState } from '@/lib/validation/form-state';
import { applyThroughSource } from '../careers/apply';
import { answerForm } from './answer';

/** The application form without JavaScript: a plain multipart post, answered by re-rendering the page. */
export async function applyForJob(previous: FormState, form: FormData): Promise<FormState> {
  return answerForm(previous, form, applyThroughSource, {
    form: 'apply',
    sent: applicationCopy.sent,
    failed: 'Something went wrong on our side and nothing was sent. Please try again in a few minutes.',
    what: 'application form',
  });
}
