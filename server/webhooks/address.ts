import 'server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a webhook may go. A webhook URL is typed by an admin, but the request leaves from inside our network:
// in production only public addresses are allowed, so an endpoint cannot be pointed at the database, the
// cloud metadata service (169.254.169.254) or anything else behind the firewall (SSRF).

export interface TargetPolicy {
  /** production: https only, and only to public addresses (config.webhookPublicOnly) */
  publicOnly: boolean;
}

/** ipaddr.js's range names, as a refusal says them. */
const RANGES: Record<string, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

/** NAT64's well-known prefix: the last 32 bits are the IPv4 address really connected to. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/**
 * IANA's global unicast block. ipaddr.js calls every IPv6 address it has no name for 'unicast', including the
 * deprecated IPv4-compatible form (::127.0.0.1 is ::7f00:1, which some stacks still route to 127.0.0.1) and
 * the unassigned space; only this block is really on the public internet.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Why `address` may not receive a webhook in production ('a private address', …), or null for a public one.
 * Only what ipaddr.js calls plain unicast passes, and for IPv6 only within 2000::/3; an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as
 * the IPv4 address it is, and so is a NAT64 one.
 */
export function forbiddenAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.process(address);
  if (ip.kind() === 'ipv6' && ip.match(NAT64)) ip = ipaddr.fromByteArray(ip.toByteArray().slice(12));
  const range = ip.range();
  if (range === 'unicast' && ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST)) return 'not a global unicast address (2000::/3)';
  return range === 'unicast' ? null : (RANGES[range] ?? `a special-purpose address (${range})`);
}

/** Names that always mean this machine (RFC 6761), whatever DNS says. */
const LOCAL_NAME = /(^|\.)localhost\.?$/i;

const isLoopback = (host: string) => LOCAL_NAME.test(host) || (isIP(host) !== 0 && ipaddr.process(host).range() === 'loopback');

/**
 * Why a webhook URL may not be used, as the admin's form shows it, or null when it may. Checked when an endpoint
 * is saved and again before every delivery. A host name is resolved only when sending: the sender checks the
 * addresses it resolves to then (server/webhooks/send.ts), which is the check that counts.
 */
export function urlRefusal(raw: string, { publicOnly }: TargetPolicy): string | null {
  if (!URL.canParse(raw)) return 'Enter a full URL, like https://crm.example.com/hooks/navyug.';
  const url = new URL(raw);
  if (url.username || url.password) return 'Leave the user name and password out of the URL: every delivery is signed instead.';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.protocol === 'http:' && !publicOnly && isLoopback(host)) return null; // a receiver on a developer's machine
  if (url.protocol !== 'https:') return publicOnly ? 'Webhook URLs must use https.' : 'Webhook URLs must use https (plain http only to this machine, e.g. http://127.0.0.1:3000/hook, outside production).';
  if (!publicOnly) return null;
  if (LOCAL_NAME.test(host)) return `${host} is this server: webhooks go only to public addresses.`;
  const forbidden = isIP(host) ? forbiddenAddress(host) : null;
  return forbidden && `${host} is ${forbidden}: webhooks go only to public addresses.`;
}
