// deploy/nginx.conf must agree with the app it fronts: what it lets through and for how long.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/server/http/form-routes.mts';
import { BODY_IDLE_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SOCKET_IDLE_TIMEOUT_MS } from '@/server/serving/timeouts.mts';

const conf = readFileSync(path.resolve(__dirname, '../../../deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
const directive = (name: string) => [...conf.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map((m) => m[1].trim());

describe('deploy/nginx.conf', () => {
  it("takes a body exactly as large as the largest form's limit, and no larger", () => {
    expect(directive('client_max_body_size')).toEqual([String(MAX_BODY_BYTES)]);
  });

  it("gives up on slow clients when the app would (server/serving/timeouts.mts), and lets the app close idle connections", () => {
    const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)![1]) * 1000;
    expect(directive('client_header_timeout').map(seconds)).toEqual([HEADERS_TIMEOUT_MS]);
    expect(directive('client_body_timeout').map(seconds)).toEqual([BODY_IDLE_TIMEOUT_MS]);
    expect(directive('send_timeout').map(seconds)).toEqual([SOCKET_IDLE_TIMEOUT_MS]);
    for (const value of [...directive('proxy_read_timeout'), ...directive('proxy_send_timeout')]) expect(seconds(value)).toBe(SOCKET_IDLE_TIMEOUT_MS);
    // The upstream keep-alive (the second keepalive_timeout, inside `upstream`) is shorter than the app's.
    const [, upstream] = directive('keepalive_timeout').map(seconds);
    expect(upstream).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('never caches the admin or the API, and keys cached pages by encoding and RSC request', () => {
    expect(conf).toMatch(/location ~ \^\/\(admin\|api\)\(\/\|\$\) \{[^}]*proxy_cache off;/);
    const key = directive('proxy_cache_key')[0];
    for (const part of ['$request_uri', '$navyug_half_second', '$navyug_encoding', '$navyug_rsc']) expect(key).toContain(part);
    // An RSC request's key names the router's headers; a document request (no RSC header) has none of them.
    const rsc = /map \$http_rsc \$navyug_rsc \{([\s\S]*?)\n\s*\}\n/.exec(conf)![1];
    expect(rsc).toMatch(/^\s*"" "";$/m);
    const whenRsc = /^\s*default "([^"]+)";$/m.exec(rsc)![1];
    for (const part of ['$http_rsc', '$http_next_router_prefetch', '$http_next_router_segment_prefetch', '$http_next_router_state_tree', '$http_next_url']) expect(whenRsc).toContain(part);
  });

  it('names the half second in a page’s key, so a publish shows through nginx within a second, and drops keys soon after', () => {
    const half = (msec: string) => {
      const map = /map \$msec \$navyug_half_second \{([\s\S]*?)\n\s*\}\n/.exec(conf)![1];
      for (const [, pattern, value] of map.matchAll(/"~([^"]+)"\s+"([^"]+)";/g)) {
        const match = new RegExp(pattern).exec(msec);
        if (match) return value.replace(/\$\{(\w+)\}/g, (_, name: string) => match.groups![name]);
      }
    };
    expect(['1795893312.000', '1795893312.499', '1795893312.500', '1795893312.999', '1795893313.001'].map(half)).toEqual(['1795893312.0', '1795893312.0', '1795893312.5', '1795893312.5', '1795893313.0']);
    const pages = directive('proxy_cache_path').find((path) => path.includes('keys_zone=navyug_pages'))!;
    expect(pages).toMatch(/inactive=10s/);
    expect(directive('proxy_cache_path').find((path) => path.includes('keys_zone=navyug_media'))).toMatch(/inactive=7d/);
  });

  it('serves the site’s images from disk and media library images from an instance, cached by file', () => {
    expect(conf).toMatch(/location \/media\/ \{[^}]*try_files \$uri @media_library;/);
    expect(conf).toMatch(/location @media_library \{[^}]*proxy_cache navyug_media;[^}]*proxy_cache_key "media\|\$uri";/);
  });

  it('replaces X-Forwarded-For with the address it saw, and passes the Host the browser sent (its port too) and a request id, everywhere it proxies', () => {
    const proxies = directive('proxy_pass').length;
    expect(proxies).toBe(4);
    const headers = directive('proxy_set_header');
    expect(headers.filter((v) => v.startsWith('X-Forwarded-For'))).toEqual(Array(proxies).fill('X-Forwarded-For $remote_addr'));
    // $host drops the port: behind nginx on :8080 the browser's Origin (with :8080) would never match, and every form
    // without JavaScript would be refused as cross-site.
    expect(headers.filter((v) => v.startsWith('Host '))).toEqual(Array(proxies).fill('Host $http_host'));
    expect(headers.filter((v) => v.startsWith('X-Forwarded-Host'))).toEqual(Array(proxies).fill('X-Forwarded-Host $http_host'));
    expect(headers.filter((v) => v.startsWith('X-Request-Id'))).toEqual(Array(proxies).fill('X-Request-Id $request_id'));
  });

  it('carries visitors across a rolling restart: a refused instance stays in rotation, idle connections close within 4 s, only safe POSTs are resent', () => {
    // The instances' lines are the operator's include; its example and the test's (scripts/nginx.mjs) say max_fails=0.
    const servers = readFileSync(path.resolve(__dirname, '../../../deploy/navyug-servers.conf.example'), 'utf8').replace(/#.*$/gm, '');
    const lines = [...servers.matchAll(/^\s*server\s+([^;]+);/gm)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/\smax_fails=0\b/);
    const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)![1]) * 1000;
    const [, upstream] = directive('keepalive_timeout').map(seconds);
    expect(upstream).toBeLessThan(5_000); // lifecycle.mts IDLE_GRACE_MS waits this long for nginx to close them
    // non_idempotent only where a POST is a form (its token makes a resend safe): the pages' Server Actions and /api/forms/.
    const nextUpstream = /location (\S+(?: \S+)?) \{[^}]*proxy_next_upstream ([^;]+);/g;
    const resends = Object.fromEntries([...conf.matchAll(nextUpstream)].map((m) => [m[1], m[2].includes('non_idempotent')]));
    expect(resends).toEqual({ '/': true, '^~ /api/forms/': true, '~ ^/(admin|api)(/|$)': false, '@media_library': false });
  });

  it('keeps the visitor out of its logs, and /metrics away from the public', () => {
    expect(directive('error_log')).toEqual(['logs/error.log crit']);
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    const logged = /map \$uri \$navyug_logged \{([\s\S]*?)\n\s*\}\n/.exec(conf)![1];
    for (const path of ['/api/hit', '/livez', '/readyz']) expect(logged).toMatch(new RegExp(`^\\s*${path.replace(/\//g, '\\/')} 0;$`, 'm'));
  });
});
