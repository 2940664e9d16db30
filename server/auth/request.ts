import 'server-only';
import { auth } from './instance';

const HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** For admin route handlers every role may use: the signed-in user's e-mail, or a 401 answer to return instead. */
export async function userOrUnauthorized(request: Request): Promise<{ email: string } | Response> {
  const session = await (await auth()).api.getSession({ headers: request.headers });
  if (session) return { email: session.user.email };
  return Response.json({ message: 'Sign in first.' }, { status: 401, headers: HEADERS });
}

/**
 * For the owner's route handlers (exports, attachments, a person's data): the owner's e-mail, else the answer to
 * return instead: 401 without a session, 403 for a signed-in user of another role (lib/admin/roles.ts).
 */
export async function ownerOrRefusal(request: Request): Promise<{ email: string } | Response> {
  const session = await (await auth()).api.getSession({ headers: request.headers });
  if (!session) return Response.json({ message: 'Sign in first.' }, { status: 401, headers: HEADERS });
  if (session.user.role === 'owner') return { email: session.user.email };
  return Response.json({ message: 'Your role does not give access to this. Ask an owner.' }, { status: 403, headers: HEADERS });
}
