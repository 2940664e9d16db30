// npm run lighthouse:ab -- [--strip REGEX] [--strip-header NAME] [--against ORIGIN [--as-sent]] [--runs N] [--cpu-slowdown N] /path [/path ...]
// One change to a page's HTML, measured against the same build without it: the production server (as `npm start`
// runs it) behind two small proxies, one passing each HTML document through and one with every match of REGEX
// removed from it (say `content-visibility:auto;?` to see what that property buys), or the response header NAME
// (say `cross-origin-opener-policy`), or both. Both proxies send every response
// uncompressed, so only the removed text differs. Lighthouse (mobile preset, as the bench audits) audits the paths
// through both, interleaved so that the host's drift falls on both alike, after one warm-up each; prints each
// path's median TBT and LCP of N runs (5) with every run's TBT, and the empty Next.js page's, measured in the same
// session. A difference smaller than the spread of the runs is no difference. --cpu-slowdown: the simulated CPU
// slowdown instead of the preset's 4 (lighthouse.mjs, audit): 8 or 9 on a fast host shows a slow host's TBT.
// --against ORIGIN: a change to the code rather than to the HTML. The other side is the same paths on a server
// already running at ORIGIN (http://127.0.0.1:PORT), say `node scripts/server.mjs --port 4470` (it serves the build
// as it is; `npm start` would rebuild a stale one) in a `git worktree` of the commit before the change, with its
// node_modules and `.next` linked to this one's when only the server's code differs; it goes through a proxy of
// its own that sends everything uncompressed too. --as-sent (with --against only): both proxies pass every request and
// response through as they are, compressed as the server sends it to the bench, for a change to the code whose
// effect depends on where the simulation places its tasks (a change near the floor; bench/results/report.md, Notes).
import { createServer, request } from 'node:http';
import { audit, launchChromium } from './lighthouse.mjs';
import { buildIfStale, ensurePinnedNode, findChromium, median, printTable, serve, serveEmptyBaseline, waitForUrl } from './lib.mjs';

ensurePinnedNode();
const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const strip = valueOf('--strip');
const stripHeader = valueOf('--strip-header')?.toLowerCase();
const change = [strip && `/${strip}/`, stripHeader && `${stripHeader}:`].filter(Boolean).join(' ');
const against = valueOf('--against');
const asSent = args.includes('--as-sent');
const runs = Number(valueOf('--runs') ?? 5);
const cpuSlowdown = valueOf('--cpu-slowdown') === undefined ? undefined : Number(valueOf('--cpu-slowdown'));
const paths = args.filter((arg, i) => arg.startsWith('/') && !['--strip', '--strip-header', '--against', '--runs', '--cpu-slowdown'].includes(args[i - 1]));
const againstPort = against === undefined ? undefined : Number(/^http:\/\/127\.0\.0\.1:(\d+)\/?$/.exec(against)?.[1]);
if (!change === (against === undefined) || (asSent && !against) || Number.isNaN(againstPort) || paths.length === 0 || !Number.isInteger(runs) || runs < 1 || (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))) {
  console.error('Usage: npm run lighthouse:ab -- [--strip REGEX] [--strip-header NAME] | [--against http://127.0.0.1:PORT [--as-sent]] [--runs N] [--cpu-slowdown N] /path [/path ...]');
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

// OTHER: the proxy of the other side, the site without the change or the server at --against.
const [SITE, AS_IS, OTHER, EMPTY] = [4520, 4521, 4522, 4523];
buildIfStale();
const servers = [serve({ port: SITE, host: '127.0.0.1', stdio: 'ignore' }), serveEmptyBaseline(EMPTY)];
const proxies = [proxy(AS_IS, { asSent }), proxy(OTHER, { asSent, pattern: strip && new RegExp(strip, 'g'), header: stripHeader, upstream: againstPort })];
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('exit', stopAll);

const targets = [
  ...paths.flatMap((p) => [
    { label: against ? `${p} at ${against}` : `${p} without ${change}`, url: `http://127.0.0.1:${OTHER}${p}` },
    { label: `${p} as built`, url: `http://127.0.0.1:${AS_IS}${p}` },
  ]),
  { label: 'empty Next.js page', url: `http://127.0.0.1:${EMPTY}/` },
];
for (const target of targets) await waitForUrl(target.url);
const chrome = await launchChromium(chromePath);
const samples = new Map(targets.map((target) => [target, []]));
try {
  for (const target of targets) await audit(chrome.port, target.url, { cpuSlowdown });
  for (let i = 0; i < runs; i++) for (const target of targets) samples.get(target).push(await audit(chrome.port, target.url, { cpuSlowdown }));
} finally {
  await chrome.kill();
  proxies.forEach((server) => server.close());
  stopAll();
}
printTable(
  `TBT and LCP, median of ${runs} interleaved runs (Lighthouse mobile preset${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown} instead of 4` : ''})`,
  ['page', 'TBT ms', 'LCP ms', 'TBT of each run', 'host speed'],
  targets.map((target) => {
    const runsOf = samples.get(target);
    return [target.label, median(runsOf.map((r) => r.tbtMs)), median(runsOf.map((r) => r.lcpMs)), runsOf.map((r) => r.tbtMs).join(', '), median(runsOf.map((r) => r.benchmarkIndex))];
  }),
);
process.exit(0);

/**
 * A proxy on `port` to the site (or to the server on port `upstream`): every response uncompressed, HTML documents
 * without the matches of `pattern` or the `header`; with `asSent`, every request and response passed through as is.
 */
function proxy(port, { pattern, header, asSent = false, upstream: upstreamPort = SITE }) {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: `127.0.0.1:${upstreamPort}`, ...(asSent ? {} : { 'accept-encoding': 'identity' }) };
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: incoming.url, method: incoming.method, headers }, (response) => {
      if (asSent || !String(response.headers['content-type'] ?? '').includes('text/html')) {
        outgoing.writeHead(response.statusCode, response.headers);
        response.pipe(outgoing);
        return;
      }
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = response.headers;
        if (header) delete rest[header];
        outgoing.writeHead(response.statusCode, rest);
        outgoing.end(pattern ? html.replace(pattern, '') : html);
      });
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return server.listen(port, '127.0.0.1');
}
