// Runs once when the server starts: migrate the database and start the mail outbox before any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { runtime } = await import('./server/runtime');
  await runtime();
}
