import 'server-only';
import { auth } from './instance';

/** For admin route handlers: the signed-in user's e-mail, or a 401 answer to return instead. */
export async function userOrUnauthorized(request: Request): Promise<{ email: string } | Response> {
  const session = await (await auth()).api.getSession({ headers: request.headers });
  if (session) return { email: session.user.email };
  return Response.json({ message: 'Sign in first.' }, { status: 401, headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } });
}
