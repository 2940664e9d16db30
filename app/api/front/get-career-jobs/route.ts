import { toResponse } from '@/server/http/errors';
import { listPublishedJobs } from '@/server/repositories/jobs';
import { runtime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

// GET /api/front/get-career-jobs?type=front – published jobs of our own store, newest first
export async function GET() {
  try {
    const { db } = await runtime();
    return Response.json({ data: await listPublishedJobs(db.kysely) });
  } catch (error) {
    return toResponse(error);
  }
}
