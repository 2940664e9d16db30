import { HttpError, toResponse } from '@/server/http/errors';
import { formEndpoint } from '@/server/http/form-endpoint';
import { submitLead } from '@/server/forms/leads';

const THANKS = 'Thank you: we have your message and will reply within one working day.';
const endpoints = {
  contact: formEndpoint('contact', (db, submission) => submitLead(db, 'contact', submission), { thanks: THANKS }),
  quote: formEndpoint('quote', (db, submission) => submitLead(db, 'quote', submission), { thanks: THANKS }),
};

// POST /api/forms/contact and /api/forms/quote – the lead forms as an HTTP API (the pages use Server Actions)
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (kind !== 'contact' && kind !== 'quote') return toResponse(new HttpError(404, 'There is no such form.'));
  return endpoints[kind](request);
}
