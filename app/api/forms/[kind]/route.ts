import { MAX_FILE_BYTES, MAX_FILES } from '@/lib/validation/options';
import { HttpError, submitResponse, toResponse } from '@/server/http/errors';
import { clientIp, readForm } from '@/server/http/multipart';
import { submitLead, type LeadKind } from '@/server/services/leads';

const KINDS: LeadKind[] = ['contact', 'quote'];

// POST /api/forms/contact and /api/forms/quote – the lead forms as an HTTP API (the pages use Server Actions)
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  try {
    const kind = (await params).kind as LeadKind;
    if (!KINDS.includes(kind)) throw new HttpError(404, 'There is no such form.');
    const form = await readForm(request, { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES });
    const result = await submitLead(kind, { ...form, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') });
    return submitResponse(result, 'Thank you: we have your message and will reply within one working day.');
  } catch (error) {
    return toResponse(error);
  }
}
