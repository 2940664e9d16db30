// Waits until an instance is ready for visitors: node scripts/wait-ready.mjs <port or URL> [--timeout 120] [--pid N]
//
// The systemd unit (deploy/navyug@.service) runs it as ExecStartPost=, so `systemctl restart navyug@3001` returns
// only once that instance answers GET /readyz with 200, and a rolling restart is a loop over the ports
// (deploy/rolling-restart.sh). Exit 0 once ready; 2 on bad usage; 1 at the timeout, or as soon as process --pid
// has gone, with what /readyz said last. The unit passes its main process: systemd lets ExecStartPost= run on after
// the server has exited, so without it a release that cannot start would take the whole timeout to fail.
// Plain ESM with no dependencies and nothing newer than Node 20 (global fetch), so any Node on the host runs it.
import { parseArgs } from 'node:util';

const USAGE = `Usage: node scripts/wait-ready.mjs <port or URL> [--timeout SECONDS] [--interval MS] [--pid PID]
  Polls http://127.0.0.1:<port>/readyz (or the URL; a bare http://host:port gets /readyz) until it answers 200.
  --timeout   seconds to wait before giving up with exit 1 (default 120)
  --interval  milliseconds between two checks (default 250)
  --pid       the server's process: give up with exit 1 as soon as it has exited`;

/** The readiness URL for a port (the unit's instance name) or a URL. */
function readinessUrl(target) {
  if (/^\d{1,5}$/.test(target)) return `http://127.0.0.1:${target}/readyz`;
  const url = new URL(target);
  // An instance's base URL would otherwise poll the home page, which answers 200 while the instance drains.
  if (url.pathname === '/') url.pathname = '/readyz';
  return url.href;
}

/** One check: 'ready', or what stands in the way (status and the JSON reason, or why nothing answered). */
async function check(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    const body = (await response.text()).slice(0, 200);
    if (response.status === 200) return 'ready';
    let reason = body.trim();
    try {
      reason = JSON.parse(body).status ?? reason;
    } catch {}
    return `${response.status}${reason ? ` ${reason}` : ''}`;
  } catch (error) {
    if (error?.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    // fetch reports "fetch failed" with the socket's error as its cause: ECONNREFUSED while nothing listens yet.
    const cause = error?.cause;
    return cause?.code ? `${cause.code}${cause.code === 'ECONNREFUSED' ? ' (nothing listens yet)' : ''}` : String(error?.message ?? error);
  }
}

/** True while process `pid` exists (EPERM: it does, under another user). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Polls until ready (true), the deadline or the end of process `pid` (false); `log` gets one line either way. */
async function waitReady(url, { timeoutSeconds, intervalMs, pid, log }) {
  const started = Date.now();
  const deadline = started + timeoutSeconds * 1000;
  for (;;) {
    // Each check is bounded too: a server that accepts and never answers must not hold us past the deadline.
    const last = await check(url, Math.max(100, Math.min(2000, deadline - Date.now())));
    const elapsed = ((Date.now() - started) / 1000).toFixed(1);
    if (last === 'ready') {
      log(`${url}: ready after ${elapsed} s`);
      return true;
    }
    if (pid && !alive(pid)) {
      log(`${url}: not ready: process ${pid} exited after ${elapsed} s; last answer: ${last}`);
      return false;
    }
    if (Date.now() >= deadline) {
      log(`${url}: not ready after ${elapsed} s (timeout ${timeoutSeconds} s); last answer: ${last}`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, deadline - Date.now())));
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { timeout: { type: 'string', default: '120' }, interval: { type: 'string', default: '250' }, pid: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) return (console.log(USAGE), 0);
  const timeoutSeconds = Number(values.timeout);
  const intervalMs = Number(values.interval);
  const pid = values.pid === undefined ? undefined : Number(values.pid);
  const badPid = pid !== undefined && !(Number.isInteger(pid) && pid > 0);
  if (positionals.length !== 1 || !(timeoutSeconds > 0) || !(intervalMs > 0) || badPid) return (console.error(USAGE), 2);
  let url;
  try {
    url = readinessUrl(positionals[0]);
  } catch {
    console.error(`Not a port or a URL: ${positionals[0]}\n${USAGE}`);
    return 2;
  }
  const log = (line) => (line.includes('not ready') ? console.error : console.log)(line);
  return (await waitReady(url, { timeoutSeconds, intervalMs, pid, log })) ? 0 : 1;
}

process.exitCode = await main();
