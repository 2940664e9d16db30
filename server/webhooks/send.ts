import 'server-only';
import { randomBytes } from 'node:crypto';
import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { site } from '@/content/site';
import { config } from '../config';
import { DeliveryError } from '../queue/worker';
import { forbiddenAddress, urlRefusal, type TargetPolicy } from './address';

/** One delivery as it goes out: the Standard Webhooks message id, where, the endpoint's secret and the exact body. */
export interface OutgoingWebhook {
  id: string;
  url: string;
  secret: string;
  body: string;
}

/** Resolves a host name to all its addresses, as dns.lookup with `all: true` does. */
export type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export interface SendOptions extends TargetPolicy {
  timeoutMs: number;
  /** dns.lookup, or in tests a stand-in that resolves a name to a private address */
  resolve?: Resolve;
}

/** Stored with a failure that had no answer, so the table does not show an earlier attempt's status code. */
const NO_ANSWER = { last_status_code: null };

const USER_AGENT = `${site.brand}-Webhooks/1.0 (+${config.siteUrl})`;

/** A new endpoint secret in the form the Standard Webhooks libraries take: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The headers of one attempt. The id is the same on every attempt (receivers de-duplicate on it); the time and
 * signature are this attempt's, so a retry an hour later still passes the receiver's five-minute tolerance.
 */
export function signedHeaders(message: OutgoingWebhook, now = new Date()): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.id, now, message.body),
  };
}

/**
 * POSTs one signed delivery and resolves with the receiver's 2xx status code. Anything else throws a
 * DeliveryError with a short reason: another status (a 3xx too, as redirects are never followed), no answer
 * within the timeout, a network error, or a target the policy refuses (final: retrying cannot help).
 */
export async function sendWebhook(message: OutgoingWebhook, options: SendOptions): Promise<number> {
  const refusal = urlRefusal(message.url, options);
  if (refusal) throw new DeliveryError(`Refused: ${refusal}`, { final: true, columns: NO_ANSWER });
  const status = await post(new URL(message.url), message, options);
  if (status >= 200 && status < 300) return status;
  const redirect = status >= 300 && status < 400 ? ': a redirect, which is not followed (enter the URL it points to)' : '';
  throw new DeliveryError(`The receiver answered ${status}${redirect}`, { columns: { last_status_code: status } });
}

/** The status code of the answer; its body is never read. A fresh connection each time (no agent), so every send resolves the name again. */
function post(url: URL, message: OutgoingWebhook, { publicOnly, timeoutMs, resolve: resolveName = lookup }: SendOptions): Promise<number> {
  const body = Buffer.from(message.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...signedHeaders(message), 'content-length': String(body.length) },
        agent: false,
        lookup: publicOnly ? publicLookup(resolveName) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error) => reject(failure(error, timeoutMs)));
    request.end(body);
  });
}

/**
 * dns.lookup that refuses a name when any of its addresses is not public. The connection is made to the address
 * checked here, so a name that resolved to a public address when the endpoint was saved and to 10.0.0.1 now
 * (DNS rebinding) is refused too. IP literals never reach a lookup: urlRefusal checks them.
 */
function publicLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) =>
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((each) => forbiddenAddress(each.address));
      if (bad) {
        const reason = `Refused: ${hostname} resolves to ${bad.address}, ${forbiddenAddress(bad.address)}: webhooks go only to public addresses.`;
        return callback(new DeliveryError(reason, { final: true, columns: NO_ANSWER }), '', 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
}

const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'The connection was reset',
  ENOTFOUND: 'Host not found',
  EAI_AGAIN: 'Host name lookup failed for now',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  ETIMEDOUT: 'Connection timed out',
};

/** A short reason for the admin's deliveries table (no stack, no secret). */
function failure(error: Error, timeoutMs: number): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return new DeliveryError(`No answer within ${timeoutMs / 1000} s`, { columns: NO_ANSWER });
  // Several addresses (happy eyeballs) fail together as one AggregateError: the first says why.
  const cause = (error instanceof AggregateError ? error.errors[0] : error) as NodeJS.ErrnoException;
  if (cause instanceof DeliveryError) return cause;
  const known = cause.code ? NETWORK[cause.code] : undefined;
  return new DeliveryError(known ? `${known} (${cause.code})` : cause.message || String(cause.code ?? error), { columns: NO_ANSWER });
}
