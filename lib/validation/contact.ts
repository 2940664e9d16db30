import { z } from './zod';
import { email, fullName, phone, requiredText, sourceFields } from './fields';
import { LIMITS } from './options';

export const CONTACT_FIELDS = ['fullname', 'email', 'phonenumber', 'howhelp'] as const;

export const contactSchema = z.object({
  fullname: fullName,
  email,
  phonenumber: phone,
  howhelp: requiredText('how we can help', LIMITS.message),
  ...sourceFields,
});

export type ContactInput = z.infer<typeof contactSchema>;
