// Browser-side checks with the very schemas the server runs. This module (zod and the phone-number
// metadata, about 60 KB compressed) is loaded on demand by useLazyValidators (use-lead-form.ts), when a
// visitor first focuses or points at a form, so it is not part of any page's first load. A form sent
// before it has arrived is checked by the server alone, which answers with the same messages.
import { applicationSchema, RESUME_RULES, TASK_RULES } from '@/lib/validation/application';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';
import { checkFiles, QUOTE_FILE_RULES } from '@/lib/validation/files';
import { quoteSchema } from '@/lib/validation/quote';
import type { ZodType } from 'zod';

export type Errors = Record<string, string[]>;

/** Text answers of a form (files are checked apart). */
function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

function check(schema: ZodType, form: FormData, files: Record<string, string[]> = {}): Errors {
  const result = schema.safeParse(textValues(form));
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const [name, problems] of Object.entries(files)) if (problems.length) errors[name] = problems;
  return errors;
}

const attached = (form: FormData, name: string) => form.getAll(name).filter((f): f is File => typeof f !== 'string');

export const validateContact = (form: FormData) => check(contactSchema, form);

export const validateQuote = (form: FormData) => check(quoteSchema, form, { files: checkFiles(attached(form, 'files'), QUOTE_FILE_RULES) });

export const validateApplication = (form: FormData, withTask: boolean) =>
  check(applicationSchema, form, {
    resume: checkFiles(attached(form, 'resume'), RESUME_RULES),
    ...(withTask ? { task_file: checkFiles(attached(form, 'task_file'), TASK_RULES) } : {}),
  });
