import { z } from './zod';
import { RESUME_MAX_BYTES, TASK_MAX_BYTES } from '../upload-limits.mts';
import { email, oneLine, phoneNumber } from './fields';
import type { FileRules } from './files';

export const applicationSchema = z.object({
  first_name: oneLine('your first name', 60),
  last_name: oneLine('your last name', 60),
  email,
  mobile: phoneNumber('your mobile number'),
  job_id: z.string({ error: 'This application is missing its job: open it from the job page.' }).regex(/^\d{1,9}$/, 'This application is missing its job: open it from the job page.'),
});

export type ApplicationInput = z.infer<typeof applicationSchema>;

export const RESUME_RULES: FileRules = {
  maxFiles: 1,
  maxBytes: RESUME_MAX_BYTES,
  extensions: ['.pdf'],
  kinds: 'a PDF',
  required: 'Attach your résumé as a PDF.',
};

export const TASK_RULES: FileRules = {
  maxFiles: 1,
  maxBytes: TASK_MAX_BYTES,
  extensions: ['.mp4', '.pdf'],
  kinds: 'an MP4 video or a PDF',
  required: 'Attach your completed task as an MP4 video or a PDF.',
};
