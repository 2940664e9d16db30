// Runs once when the server starts: migrate the database and start the mail outbox before any request. Loading
// server/runtime.ts also has any later use of the database (server/db/current.ts) start them, should this first start fail.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { runtime } = await import('./server/runtime');
  await runtime();
}
