import { TASK_MAX_BYTES } from '@/lib/careers';
import { applyThroughSource } from '@/server/careers/apply';
import { JobsUnavailable } from '@/server/careers/source';
import { submitResponse, toResponse } from '@/server/http/errors';
import { clientIp, readForm } from '@/server/http/multipart';

// POST /api/careers/apply – the job page's form (with upload progress): our store or the configured provider
export async function POST(request: Request) {
  try {
    const form = await readForm(request, { maxFileBytes: TASK_MAX_BYTES, maxFiles: 2 });
    const result = await applyThroughSource({ ...form, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent') });
    return submitResponse(result, 'Thank you: your application is in.');
  } catch (error) {
    if (error instanceof JobsUnavailable) return Response.json({ message: 'Our jobs service is not answering. Nothing was sent; please try again in a few minutes.' }, { status: 503 });
    return toResponse(error);
  }
}
