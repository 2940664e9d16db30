import { TASK_MAX_BYTES } from '@/lib/careers';
import { submitResponse, toResponse } from '@/server/http/errors';
import { clientIp, readForm } from '@/server/http/multipart';
import { submitApplication } from '@/server/services/applications';

// POST /api/front/apply-for-job – multipart application to our own store: 201 with its id, or 4xx with errors
export async function POST(request: Request) {
  try {
    const form = await readForm(request, { maxFileBytes: TASK_MAX_BYTES, maxFiles: 2 });
    const result = await submitApplication({ ...form, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') });
    return submitResponse(result, 'Thank you: your application is in.');
  } catch (error) {
    return toResponse(error);
  }
}
