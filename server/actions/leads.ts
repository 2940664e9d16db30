'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/validation/form-state';
import { readFormData } from '../http/form-data';
import { clientIp } from '../http/multipart';
import { HONEYPOT_FIELD, submitLead, TOKEN_FIELD, type LeadKind } from '../services/leads';

export async function submitContact(previous: FormState, form: FormData): Promise<FormState> {
  return submit('contact', previous, form);
}

export async function submitQuote(previous: FormState, form: FormData): Promise<FormState> {
  return submit('quote', previous, form);
}

async function submit(kind: LeadKind, previous: FormState, form: FormData): Promise<FormState> {
  const { fields, uploads } = await readFormData(form);
  const requestHeaders = await headers();
  const version = previous.version + 1;
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== HONEYPOT_FIELD && name !== TOKEN_FIELD));
  try {
    const result = await submitLead(kind, { fields, uploads, ip: clientIp(requestHeaders), userAgent: requestHeaders.get('user-agent') });
    if (result.status === 'accepted') {
      return { status: 'sent', message: SENT[kind], values: {}, fieldErrors: {}, version };
    }
    const hadFiles = uploads.some((u) => u.name);
    return {
      status: result.httpStatus === 429 ? 'error' : 'invalid',
      message: hadFiles && result.httpStatus !== 429 ? `${result.message} Choose your files again: browsers do not keep them after an error.` : result.message,
      values,
      fieldErrors: result.fieldErrors,
      version,
    };
  } catch (error) {
    console.error(`${kind} form: could not store a submission`, error);
    return { status: 'error', message: 'Something went wrong on our side and nothing was saved. Please try again in a minute.', values, fieldErrors: {}, version };
  }
}

const SENT: Record<LeadKind, string> = {
  contact: 'Thank you! Your message is with us, and a confirmation is on its way to your inbox. We reply within one working day.',
  quote: 'Thank you! Your quote request is with us, and a confirmation is on its way to your inbox. We reply within one working day.',
};
