// Where a webhook may go: the address classification behind the SSRF guard, and the URL rules an endpoint
// is saved (and sent) under, in production and in development.
import { describe, expect, it } from 'vitest';
import { webhookEndpointSchema } from '@/lib/validation/webhook';
import { forbiddenAddress, urlRefusal } from '@/server/webhooks/address';
import { newWebhookSecret } from '@/server/webhooks/send';

describe('webhook target addresses', () => {
  it.each([
    ['10.0.0.5', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.10', 'a private address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['0.0.0.0', 'the unspecified address'],
    ['::', 'the unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:10.1.2.3', 'a private address'],
    ['::ffff:a9fe:a9fe', 'a link-local address'], // 169.254.169.254, written in hex
    ['64:ff9b::a00:1', 'a private address'], // NAT64 of 10.0.0.1
    ['::7f00:1', 'not a global unicast address (2000::/3)'], // ::127.0.0.1, the deprecated IPv4-compatible form
    ['::a9fe:a9fe', 'not a global unicast address (2000::/3)'], // ::169.254.169.254
    ['4000::1', 'not a global unicast address (2000::/3)'], // unassigned
    ['2002:a00:1::1', 'a special-purpose address (6to4)'], // 6to4 of 10.0.0.1
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'a special-purpose address (teredo)'],
    ['not-an-address', 'not an IP address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(forbiddenAddress(address)).toBe(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows the public address %s', (address) => {
    expect(forbiddenAddress(address)).toBeNull();
  });
});

describe('webhook URLs', () => {
  const production = { publicOnly: true };
  const development = { publicOnly: false };

  it.each([
    ['http://example.com/hook', 'Webhook URLs must use https.'],
    ['http://127.0.0.1:3000/hook', 'Webhook URLs must use https.'],
    ['ftp://example.com/hook', 'Webhook URLs must use https.'],
    ['https://10.0.0.5/', '10.0.0.5 is a private address: webhooks go only to public addresses.'],
    ['https://127.0.0.1/', '127.0.0.1 is a loopback address: webhooks go only to public addresses.'],
    ['https://[::1]/', '::1 is a loopback address: webhooks go only to public addresses.'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is a loopback address: webhooks go only to public addresses.'],
    ['https://0x7f.1/', '127.0.0.1 is a loopback address: webhooks go only to public addresses.'], // the URL parser's own spelling
    ['https://[::127.0.0.1]/', '::7f00:1 is not a global unicast address (2000::/3): webhooks go only to public addresses.'],
    ['https://[::169.254.169.254]/', '::a9fe:a9fe is not a global unicast address (2000::/3): webhooks go only to public addresses.'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address: webhooks go only to public addresses.'],
    ['https://localhost/', 'localhost is this server: webhooks go only to public addresses.'],
    ['https://api.localhost/', 'api.localhost is this server: webhooks go only to public addresses.'],
    ['https://user:pass@example.com/', 'Leave the user name and password out of the URL: every delivery is signed instead.'],
    ['example.com/hook', 'Enter a full URL, like https://crm.example.com/hooks/navyug.'],
  ])('in production refuses %s', (url, message) => {
    expect(urlRefusal(url, production)).toBe(message);
  });

  it('in production takes https to a name (its addresses are checked when sending) or a public address', () => {
    expect(urlRefusal('https://crm.example.com/hooks/navyug?x=1', production)).toBeNull();
    expect(urlRefusal('https://93.184.215.14/hook', production)).toBeNull();
  });

  it('in development also takes plain http to this machine, and nothing else over http', () => {
    expect(urlRefusal('http://127.0.0.1:3000/hook', development)).toBeNull();
    expect(urlRefusal('http://localhost:3000/hook', development)).toBeNull();
    expect(urlRefusal('http://[::1]:3000/hook', development)).toBeNull();
    expect(urlRefusal('https://10.0.0.5/', development)).toBeNull();
    expect(urlRefusal('http://10.0.0.5/', development)).toMatch(/^Webhook URLs must use https \(plain http only to this machine/);
  });
});

describe('the endpoint form', () => {
  it('needs a URL and at least one known event, and keeps every message', () => {
    const result = webhookEndpointSchema.safeParse({ url: '', description: 'a\nb', events: 'lead.deleted' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['url: Enter the URL that receives the webhooks.', 'description: Write the description on one line.', 'events: Choose events from the list.']),
    );
    expect(webhookEndpointSchema.safeParse({ url: 'https://a.example', description: '', events: '' }).error?.issues[0].message).toBe('Choose at least one event.');
  });

  it('reads the ticked boxes once each, and an empty description as none', () => {
    const parsed = webhookEndpointSchema.parse({ url: ' https://a.example/h ', description: ' ', events: 'lead.created,lead.created,application.created' });
    expect(parsed).toEqual({ url: 'https://a.example/h', description: null, events: ['lead.created', 'application.created'] });
  });
});

describe('endpoint secrets', () => {
  it('are whsec_ and 32 random bytes in base64, different each time', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
  });
});
