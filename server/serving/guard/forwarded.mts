// Who sent the request: the client's address (client-address.mts), written into CLIENT_HEADER for the app, and the
// forwarded headers removed unless a trusted proxy sent them (a visitor can set any it likes).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage } from 'node:http';
import { clientAddress, type TrustedProxies } from '../client-address.mts';
import { CLIENT_HEADER } from '../contract.mts';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Sets the request's client address header (replacing whatever it carried) and returns the address. */
export function identifyClient(req: IncomingMessage, trusted: TrustedProxies): string {
  const peer = req.socket.remoteAddress;
  const client = clientAddress(peer, req.headers['x-forwarded-for'], trusted);
  if (!peer || !trusted.has(peer)) for (const name of FORWARDED) delete req.headers[name];
  req.headers[CLIENT_HEADER] = client;
  return client;
}
