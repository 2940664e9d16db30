import { currentDb } from '@/server/db/current';
import { toResponse } from '@/server/http/errors';
import { listPublishedJobs } from '@/server/repositories/jobs';

export const dynamic = 'force-dynamic';

// GET /api/front/get-career-jobs?type=front – published jobs of our own store, newest first
export async function GET() {
  try {
    const db = await currentDb();
    return Response.json({ data: await listPublishedJobs(db.kysely) });
  } catch (error) {
    return toResponse(error);
  }
}
