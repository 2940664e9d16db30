'use server';

import type { FormState } from '@/lib/validation/form-state';
import { submitLead, type LeadKind } from '../forms/leads';
import { answerForm } from './answer';

export async function submitContact(previous: FormState, form: FormData): Promise<FormState> {
  return submit('contact', previous, form);
}

export async function submitQuote(previous: FormState, form: FormData): Promise<FormState> {
  return submit('quote', previous, form);
}

function submit(kind: LeadKind, previous: FormState, form: FormData): Promise<FormState> {
  return answerForm(previous, form, (db, submission) => submitLead(db, kind, submission), {
    form: kind,
    sent: SENT[kind],
    failed: 'Something went wrong on our side and nothing was saved. Please try again in a minute.',
    what: `${kind} form`,
  });
}

const SENT: Record<LeadKind, string> = {
  contact: 'Thank you! Your message is with us, and a confirmation is on its way to your inbox. We reply within one working day.',
  quote: 'Thank you! Your quote request is with us, and a confirmation is on its way to your inbox. We reply within one working day.',
};
