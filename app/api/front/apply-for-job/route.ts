import { TASK_MAX_BYTES } from '@/lib/careers';
import { HttpError, toResponse } from '@/server/http/errors';
import { clientIp, readForm } from '@/server/http/multipart';
import { submitApplication } from '@/server/services/applications';

// POST /api/front/apply-for-job – multipart application to our own store: 201 with its id, or 4xx with errors
export async function POST(request: Request) {
  try {
    const form = await readForm(request, { maxFileBytes: TASK_MAX_BYTES, maxFiles: 2 });
    const result = await submitApplication({ ...form, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') });
    if (result.status === 'accepted') {
      return Response.json({ message: 'Thank you: your application is in.', data: { id: result.id } }, { status: 201 });
    }
    throw new HttpError(result.httpStatus, result.message, result.fieldErrors, result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {});
  } catch (error) {
    return toResponse(error);
  }
}
