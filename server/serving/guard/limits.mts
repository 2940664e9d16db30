// How many forms a client may send and bodies the server holds: the app's rate limit (asked before a byte of the
// body is read), bodies per client (429 beyond) and bodies in all (503 beyond).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { FormKey } from '../../../lib/forms.mts';
import { Refusal } from './refusal.mts';

export type RateLimited = (form: FormKey, client: string) => Promise<number | null>;

/**
 * Refuses (429) a client already over the form's rate limit, and every form (503) when the app says none can be
 * stored now. When the limit cannot be asked, the form goes on: it checks the limit again itself.
 */
export async function checkRateLimit(hook: RateLimited, form: FormKey, client: string, log: (line: string) => void): Promise<void> {
  const wait = await Promise.resolve()
    .then(() => hook(form, client))
    .catch((error: unknown) => {
      // Refused before a byte of the body is read: a visitor with a large upload learns it at once, not
      // after sending it all. A Server Action called from JavaScript too: its form shows the message.
      const { status, message, headers } = (error ?? {}) as { status?: unknown; message?: unknown; headers?: Record<string, string> };
      if (status === 503 && typeof message === 'string') throw new Refusal(503, message, headers, 'unavailable');
      log(`guard: rate limit unavailable (${String((error as Error)?.message ?? error)}); the form checks it again`);
      return null;
    });
  if (wait) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new Refusal(429, `Too many submissions from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { 'Retry-After': String(Math.ceil(wait)) });
  }
}

/**
 * The slots for bodies being received or handled: `take(client)` holds one for that client, or throws the 429
 * (that client holds `maxPerClient`) or the 503 (all `max` are held); it returns the release, which counts once.
 * `client` is the key a limit counts (client-address.mts addressKey: an IPv6 /64 is one client), not the address.
 */
export function bodySlots(max: number, maxPerClient: number) {
  /** Body slots held per client (an entry only while it holds one). */
  const held = new Map<string, number>();
  let bodies = 0;
  return {
    take(client: string): () => void {
      if ((held.get(client) ?? 0) >= maxPerClient) {
        throw new Refusal(429, 'Your network is already sending us several forms at once. Please wait for them to finish, then try again.', { 'Retry-After': '30' });
      }
      if (bodies >= max) throw new Refusal(503, 'We are receiving many uploads right now. Please try again in a minute.', { 'Retry-After': '30' });
      bodies++;
      held.set(client, (held.get(client) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        bodies--;
        const count = (held.get(client) ?? 1) - 1;
        if (count > 0) held.set(client, count);
        else held.delete(client);
      };
    },
  };
}
