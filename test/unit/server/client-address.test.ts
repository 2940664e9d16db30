import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '@/server/serving/client-address.mts';
import { CLIENT_HEADER, MAX_ADDRESS_LENGTH } from '@/server/serving/contract.mts';

describe('trustedProxies', () => {
  it('is empty for an unset or blank setting and trusts nothing', () => {
    for (const setting of [undefined, '', '  ', ' , ,']) {
      const trusted = trustedProxies(setting);
      expect(trusted.empty).toBe(true);
      expect(trusted.has('127.0.0.1')).toBe(false);
      expect(trusted.has('::1')).toBe(false);
    }
  });

  it('trusts single IPv4 and IPv6 addresses, and only those', () => {
    const trusted = trustedProxies('127.0.0.1,::1');
    expect(trusted.empty).toBe(false);
    expect(trusted.has('127.0.0.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('127.0.0.2')).toBe(false);
    expect(trusted.has('::2')).toBe(false);
    expect(trusted.has('')).toBe(false);
    expect(trusted.has('not an address')).toBe(false);
  });

  it('trusts IPv4 CIDR blocks, inclusive of both ends', () => {
    const trusted = trustedProxies('10.0.0.0/8 192.168.4.0/22');
    expect(trusted.has('10.0.0.0')).toBe(true);
    expect(trusted.has('10.255.255.255')).toBe(true);
    expect(trusted.has('11.0.0.0')).toBe(false);
    expect(trusted.has('9.255.255.255')).toBe(false);
    expect(trusted.has('192.168.4.1')).toBe(true);
    expect(trusted.has('192.168.7.254')).toBe(true);
    expect(trusted.has('192.168.8.1')).toBe(false);
    expect(trusted.has('192.168.3.255')).toBe(false);
  });

  it('trusts IPv6 CIDR blocks, whatever the case of the address', () => {
    const trusted = trustedProxies('fd00::/8,2001:db8:abcd::/48');
    expect(trusted.has('fd12:3456::1')).toBe(true);
    expect(trusted.has('FD12:3456::1')).toBe(true);
    expect(trusted.has('fe80::1')).toBe(false);
    expect(trusted.has('2001:db8:abcd:ffff::1')).toBe(true);
    expect(trusted.has('2001:db8:abce::1')).toBe(false);
    // An IPv4 address is not in an IPv6 block.
    expect(trusted.has('10.0.0.1')).toBe(false);
  });

  it('accepts any mix of commas and whitespace between entries', () => {
    const trusted = trustedProxies(' 127.0.0.1 ,\t10.1.0.0/16,,\n::1   172.16.0.9 ');
    for (const address of ['127.0.0.1', '10.1.200.3', '::1', '172.16.0.9']) expect(trusted.has(address), address).toBe(true);
    for (const address of ['127.0.0.2', '10.2.0.1', '::2', '172.16.0.10']) expect(trusted.has(address), address).toBe(false);
  });

  it('normalises the address it is asked about: IPv4-mapped IPv6, brackets and ports', () => {
    const trusted = trustedProxies('127.0.0.1,::1,10.0.0.0/8');
    expect(trusted.has('::ffff:127.0.0.1')).toBe(true);
    expect(trusted.has('::FFFF:10.9.8.7')).toBe(true);
    expect(trusted.has('::ffff:11.0.0.1')).toBe(false);
    expect(trusted.has('[::1]')).toBe(true);
    expect(trusted.has('[::1]:8443')).toBe(true);
    expect(trusted.has('127.0.0.1:8080')).toBe(true);
    expect(trusted.has(' 127.0.0.1 ')).toBe(true);
  });

  it.each(['10.0.0.300', 'abc', '10.0.0.0/x', '10.0.0.0/', '/8', '10.0.0.0/33', '::1/129', '127.0.0.1;10.0.0.1', 'localhost'])('throws on the typo %j', (setting) => {
    expect(() => trustedProxies(setting)).toThrow();
  });

  it('names the bad entry when it throws, even among good ones', () => {
    expect(() => trustedProxies('127.0.0.1, 10.0.0.300, ::1')).toThrow(/10\.0\.0\.300/);
    expect(() => trustedProxies('10.0.0.0/8 abc')).toThrow(/"abc"/);
  });

  it('throws on a block with two prefix lengths (10.0.0.0/8/9) instead of silently reading it as /8', () => {
    expect(() => trustedProxies('10.0.0.0/8/9')).toThrow(/10\.0\.0\.0\/8\/9/);
  });
});

describe('clientAddress', () => {
  const none = trustedProxies('');
  const local = trustedProxies('127.0.0.1,::1');
  const chain = trustedProxies('127.0.0.1, 10.0.0.0/8');

  it('names the header the guard writes', () => {
    expect(CLIENT_HEADER).toBe('x-navyug-client-address');
  });

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6', none)).toBe('127.0.0.1');
    expect(clientAddress('198.51.100.7', '6.6.6.6, 7.7.7.7', none)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined, none)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.7', '6.6.6.6', local)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', '6.6.6.6', local)).toBe('10.0.0.5');
  });

  it('takes the rightmost hop that is not a trusted proxy when the peer is one', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', local)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.1.1, 10.2.2.2', chain)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9', local)).toBe('203.0.113.9');
  });

  it('reads repeated X-Forwarded-For headers as one list, in order', () => {
    expect(clientAddress('127.0.0.1', ['6.6.6.6, 1.1.1.1', '203.0.113.9'], local)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', ['203.0.113.9', '10.0.0.1'], chain)).toBe('203.0.113.9');
  });

  it('keeps the socket address when a trusted peer sends no or an empty X-Forwarded-For', () => {
    expect(clientAddress('127.0.0.1', undefined, local)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', local)).toBe('127.0.0.1');
  });

  it('gives the leftmost hop when every hop is a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.1, 10.0.0.2, 10.0.0.3', chain)).toBe('10.0.0.1');
  });

  it('stops at a hop that is not an address and keeps the last one it could vouch for', () => {
    // The garbage is to the left of a real client: the real client is found first.
    expect(clientAddress('127.0.0.1', 'garbage, 203.0.113.9', local)).toBe('203.0.113.9');
    // The garbage is right of the claimed client: the walk stops there, at the last trusted hop.
    expect(clientAddress('127.0.0.1', '6.6.6.6, <script>, 10.0.0.2', chain)).toBe('10.0.0.2');
    expect(clientAddress('127.0.0.1', '6.6.6.6, unknown', local)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '6.6.6.6,', local)).toBe('127.0.0.1');
  });

  it('counts ::ffff:127.0.0.1 as 127.0.0.1, for the peer and for the hops', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', trustedProxies('127.0.0.1'))).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', undefined, none)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '::ffff:203.0.113.9', local)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9, ::ffff:10.0.0.4', chain)).toBe('203.0.113.9');
  });

  it('drops brackets and ports from hops, and lower-cases IPv6', () => {
    expect(clientAddress('127.0.0.1', '[2001:db8::1]:1234', local)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.1', '203.0.113.9:5555', local)).toBe('203.0.113.9');
    expect(clientAddress('::1', '2001:DB8::A', local)).toBe('2001:db8::a');
    expect(clientAddress('[::1]', '203.0.113.9', local)).toBe('203.0.113.9');
  });

  it('is "unknown" without a socket address', () => {
    expect(clientAddress(undefined, '6.6.6.6', none)).toBe('unknown');
    expect(clientAddress('', undefined, local)).toBe('unknown');
  });

  it(`is never longer than ${MAX_ADDRESS_LENGTH} characters`, () => {
    expect(MAX_ADDRESS_LENGTH).toBe(64);
    const long = 'x'.repeat(500);
    expect(clientAddress(long, undefined, none)).toHaveLength(MAX_ADDRESS_LENGTH);
    expect(clientAddress(long, undefined, none)).toBe(long.slice(0, MAX_ADDRESS_LENGTH));
    // An IPv6 address with an absurd zone is still an address to isIP; it is cut, not kept whole.
    const zoned = `fe80::1%${'e'.repeat(200)}`;
    const fromHop = clientAddress('127.0.0.1', zoned, local);
    expect(fromHop.length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
    expect(fromHop.startsWith('fe80::1%')).toBe(true);
    // A full-length IPv6 address fits whole.
    const full = 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255';
    expect(clientAddress('127.0.0.1', full, local)).toBe(full);
  });
});
