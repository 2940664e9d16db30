// The client's address, as the rate limiters and the stored submissions see it.
//
// A visitor can send any X-Forwarded-For they like, so it is believed only from a configured proxy
// (TRUSTED_PROXIES: addresses or CIDR blocks, e.g. `127.0.0.1,::1` when nginx runs on the same host).
// Then the list is read from the right, skipping every trusted hop, and the first address that is not a
// proxy of ours is the client (the entries to its left are whatever the client claimed). Without a trusted
// proxy in front, it is the socket's address. The guard in front of Next (request-guard.mts) writes the
// result into CLIENT_HEADER, replacing whatever the request carried, and the app reads only that header.
// What a limit counts as one client is addressKey: an IPv4 address, or an IPv6 address's /64.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAX_ADDRESS_LENGTH } from './contract.mts';

export interface TrustedProxies {
  has(address: string): boolean;
  readonly empty: boolean;
}

/**
 * Parses `TRUSTED_PROXIES` (comma- or space-separated addresses and CIDR blocks); throws on a typo. Also reads
 * another setting of the same form (`name`: METRICS_ALLOW).
 */
export function trustedProxies(setting: string | undefined, name = 'TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList();
  const entries = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`${name}: "${entry}" is not an address or CIDR block`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    empty: entries.length === 0,
    has(address: string) {
      const plain = normalise(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the rightmost
 * X-Forwarded-For entry that is not itself a trusted proxy. Never longer than MAX_ADDRESS_LENGTH.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let client = normalise(socketAddress ?? '');
  if (!trusted.empty && trusted.has(client) && forwardedFor) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((hop) => normalise(hop.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      if (!isIP(hops[i])) break; // garbage in the chain: keep the last hop we could vouch for
      client = hops[i];
      if (!trusted.has(client)) break;
    }
  }
  return (client || 'unknown').slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * The client as a limit counts it (the guard's body slots, the analytics limit, sign-in throttling). An IPv6 subscriber
 * is usually given a whole /64 and can pick a new address in it for every request, so that block is the unit; an
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string | null): string {
  if (!ip || !isIP(ip)) return ip || 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1; `[::1]` and `1.2.3.4:5678` lose their port syntax. */
function normalise(address: string): string {
  let value = address.trim();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(value);
  return mapped ? mapped[1] : value.toLowerCase();
}

/**
 * The network an address belongs to, as a log line may name it (the same cut as nginx's access log, deploy/nginx.conf):
 * an IPv4 address's /24, an IPv6 address's first 32 bits, anything else '-'. Enough to see one network flooding a form,
 * never the visitor.
 */
export function clientNetwork(address: string): string {
  const plain = normalise(address);
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(plain);
  if (v4) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}):/.exec(plain);
  return v6 ? `${v6[1]}::/32` : '-';
}
