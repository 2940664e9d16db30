import { currentDb } from '@/server/db/current';
import { HttpError, toResponse } from '@/server/http/errors';
import { findPublishedJob } from '@/server/repositories/jobs';

export const dynamic = 'force-dynamic';

// GET /api/front/get-single-career-job?id=N – one published job; 422 for a malformed id, 404 for none
export async function GET(request: Request) {
  try {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    if (!/^\d{1,9}$/.test(id)) throw new HttpError(422, 'The job id must be a positive whole number.');
    const db = await currentDb();
    const job = await findPublishedJob(db.kysely, Number(id));
    if (!job) throw new HttpError(404, 'There is no open job with that id.');
    return Response.json({ data: job });
  } catch (error) {
    return toResponse(error);
  }
}
