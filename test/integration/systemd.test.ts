// The systemd packaging in deploy/ and the readiness wait it relies on, checked as far as this machine allows:
// - the units: `systemd-analyze verify` loads them as systemd would (unknown directives, bad values, a binary that
//   cannot run are all reported) and `systemd-analyze security --offline` scores their sandbox. Neither runs a
//   unit: there is no systemd as PID 1 here (nor in CI's container), so what the sandbox does to a running Node
//   (system call filter, read-only release) is not proven by this file.
// - scripts/wait-ready.mjs against servers that answer 503 and then 200, that never answer, whose process ends
//   before it is ready (--pid), and the real server started by the unit's own command line (scripts/start.mjs
//   --no-build), then stopped by a SIGTERM to that process only, as KillMode=mixed does.
// - deploy/rolling-restart.sh with a stand-in systemctl that really stops and starts stand-in instances (small
//   HTTP servers with a /readyz and a warm-up): the order, one at a time with always one instance ready, and that a
//   bad release stops the roll before the next instance is touched. It proves the script's logic, not systemd's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server';

const root = path.resolve(__dirname, '../..');
const deploy = path.join(root, 'deploy');
const waitReady = path.join(root, 'scripts/wait-ready.mjs');
const rollingRestart = path.join(deploy, 'rolling-restart.sh');
const UNITS = ['navyug@.service', 'navyug-backup.service', 'navyug-backup.timer'];
const read = (file: string) => readFileSync(file, 'utf8');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to its end without blocking the event loop (test servers in this process must keep answering). */
function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/** A unit file's values for a key, in order ("" for an empty assignment). */
function directives(unit: string, key: string): string[] {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());
}

const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find(existsSync) ?? (spawnSync('systemd-analyze', ['--version']).status === 0 ? 'systemd-analyze' : undefined);

describe('systemd units (deploy/)', () => {
  let dir: string;
  let skip = false;

  beforeAll(() => {
    if (!analyze) {
      if (process.env.CI) throw new Error('systemd-analyze is required in CI (Debian package systemd; .ci/run installs it)');
      console.warn('systemd-analyze is not installed: the unit checks are skipped here (never in CI).');
      skip = true;
      return;
    }
    // Copies whose paths exist here: verify checks that each Exec binary can be run, and /srv/navyug/current is the
    // server's layout. Only that prefix changes; user, data and settings paths stay as shipped (verify does not
    // resolve them: they matter when the unit starts).
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-units-'));
    for (const unit of UNITS) writeFileSync(path.join(dir, unit), read(path.join(deploy, unit)).replaceAll('/srv/navyug/current', root));
  });
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('pass `systemd-analyze verify` without a word: every directive known, every value parsed, binaries runnable', async (ctx) => {
    if (skip) return ctx.skip();
    // The instance name stands for the template, so %i is expanded as on a server (PORT=3001).
    const result = await run(analyze!, ['verify', './navyug@3001.service', './navyug-backup.service', './navyug-backup.timer'], { cwd: dir });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('would be caught by that check with an unknown directive or a bad value (the check is not blind)', async (ctx) => {
    if (skip) return ctx.skip();
    // verify exits 0 on these (systemd ignores such lines when it loads a unit), hence the test above on its output.
    const broken = read(path.join(dir, 'navyug@.service')).replace('KillMode=mixed', 'KillMode=mixed\nTimeoutStopSecs=45\nRestart=sometimes');
    writeFileSync(path.join(dir, 'broken@.service'), broken);
    const result = await run(analyze!, ['verify', './broken@3001.service'], { cwd: dir });
    expect(result.stderr).toMatch(/Unknown key 'TimeoutStopSecs'/);
    expect(result.stderr).toMatch(/Failed to parse service restart specifier.*sometimes/);
    rmSync(path.join(dir, 'broken@.service'));
  });

  it('score "OK" or better in `systemd-analyze security` (exposure under 2 of 10)', async (ctx) => {
    if (skip) return ctx.skip();
    for (const unit of ['navyug@3001.service', 'navyug-backup.service']) {
      const result = await run(analyze!, ['security', '--offline=yes', '--no-pager', `./${unit}`], { cwd: dir });
      const exposure = /Overall exposure level for \S+: ([\d.]+) (\w+)/.exec(result.stdout);
      expect(exposure, result.stdout + result.stderr).not.toBeNull();
      expect(Number(exposure![1]), `${unit}: ${exposure![0]}`).toBeLessThan(2);
    }
  });

  it('run what the repo has: the pinned Node, start.mjs --no-build, wait-ready on the instance port, the backup script', () => {
    const instance = read(path.join(deploy, 'navyug@.service'));
    const node = '/srv/navyug/current/node_modules/node/bin/node';
    expect(directives(instance, 'WorkingDirectory')).toEqual(['/srv/navyug/current']);
    expect(directives(instance, 'ExecStart')).toEqual([`${node} scripts/start.mjs --no-build`]);
    expect(read(path.join(root, 'scripts/start.mjs'))).toContain('--no-build');
    const [post] = directives(instance, 'ExecStartPost');
    expect(post).toMatch(new RegExp(`^${node} scripts/wait-ready\\.mjs %i --timeout \\d+ --pid \\$MAINPID$`));
    // systemd must wait longer for the start than wait-ready waits for readiness, or wait-ready's message is lost.
    const readyTimeout = Number(/--timeout (\d+)/.exec(post)![1]);
    expect(Number(directives(instance, 'TimeoutStartSec')[0])).toBeGreaterThan(readyTimeout);
    expect(directives(instance, 'Environment').join(' ')).toMatch(/\bPORT=%i\b.*\bHOST=127\.0\.0\.1\b/);
    // A stop signals the wrapper only, which forwards it; TimeoutStopSec leaves the 30 s drain room.
    expect(directives(instance, 'KillMode')).toEqual(['mixed']);
    expect(Number(directives(instance, 'TimeoutStopSec')[0])).toBeGreaterThan(30);
    // V8's JIT writes code it then runs: with this on, Node does not start.
    for (const unit of UNITS) expect(read(path.join(deploy, unit))).not.toMatch(/^MemoryDenyWriteExecute=/m);

    // The backup unit runs package.json's `backup` script with the pinned Node (no npm on the server).
    const backup = read(path.join(deploy, 'navyug-backup.service'));
    const script: string = JSON.parse(read(path.join(root, 'package.json'))).scripts.backup;
    expect(script).toMatch(/^node /);
    expect(directives(backup, 'ExecStart')[0]).toContain(`exec ${node} ${script.replace(/^node /, '')} /var/backups/navyug/`);
    expect(directives(backup, 'WorkingDirectory')).toEqual(['/srv/navyug/current']);
  });
});

describe('scripts/wait-ready.mjs', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A server on a free port whose answer to each request `answer` decides; records the paths asked. */
  async function stub(answer: (n: number, res: import('node:http').ServerResponse) => void) {
    const port = await freePort();
    const paths: string[] = [];
    const server = createServer((req, res) => {
      paths.push(req.url ?? '');
      answer(paths.length, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return { port, paths };
  }
  const json = (res: import('node:http').ServerResponse, status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('waits through 503s and exits 0 at the first 200, polling /readyz every 250 ms', async () => {
    const { port, paths } = await stub((n, res) => (n <= 4 ? json(res, 503, { status: 'starting' }) : json(res, 200, { status: 'ok' })));
    const result = await run(process.execPath, [waitReady, String(port), '--timeout', '10']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/readyz: ready after`));
    expect(paths).toEqual(Array(5).fill('/readyz'));
    // Four waits of 250 ms between five checks.
    expect(result.ms).toBeGreaterThanOrEqual(1000);
  });

  it('exits 1 at the timeout, naming the last status and reason', async () => {
    const { port } = await stub((_n, res) => json(res, 503, { status: 'migrations' }));
    const result = await run(process.execPath, [waitReady, `http://127.0.0.1:${port}`, '--timeout', '1']);
    expect(result.code).toBe(1);
    // A bare base URL is polled at /readyz, not at the home page (which answers 200 while draining).
    expect(result.stderr).toContain(`http://127.0.0.1:${port}/readyz: not ready after`);
    expect(result.stderr).toContain('last answer: 503 migrations');
  });

  it('gives up on time when nothing listens, or a server accepts and never answers', async () => {
    const closed = await freePort();
    const refused = await run(process.execPath, [waitReady, String(closed), '--timeout', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('ECONNREFUSED');
    const { port } = await stub(() => {}); // takes the request, never answers
    const hung = await run(process.execPath, [waitReady, String(port), '--timeout', '2']);
    expect(hung.code).toBe(1);
    expect(hung.stderr).toMatch(/last answer: no answer within \d+ ms/);
    expect(hung.ms).toBeLessThan(4000);
  });

  it('gives up as soon as the server process it waits for has exited (--pid, as the unit passes $MAINPID)', async () => {
    const { port } = await stub((_n, res) => json(res, 503, { status: 'starting' }));
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(1), 500)']);
    const result = await run(process.execPath, [waitReady, String(port), '--timeout', '60', '--pid', String(server.pid)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`not ready: process ${server.pid} exited after [\\d.]+ s; last answer: 503 starting`));
    expect(result.ms).toBeLessThan(5000);
  });

  it('refuses bad usage with exit 2', async () => {
    for (const args of [[], ['not a port'], ['3001', '--timeout', 'soon'], ['3001', '--bogus'], ['3001', '--pid', '$MAINPID']]) {
      const result = await run(process.execPath, [waitReady, ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: node scripts/wait-ready.mjs');
    }
  });

  it('runs on the other Node on this machine too (the script must not need the pinned one)', async (ctx) => {
    // The first `node` on the PATH outside node_modules, when it is another major version (Debian's, here 20).
    const other = (process.env.PATH ?? '').split(':').filter((dir) => dir && !dir.includes('node_modules')).map((dir) => path.join(dir, 'node')).find(existsSync);
    const major = other && Number(spawnSync(other, ['-p', 'process.versions.node.split(".")[0]']).stdout?.toString());
    if (!other || !major || major === Number(process.versions.node.split('.')[0])) return ctx.skip();
    expect(major).toBeGreaterThanOrEqual(20);
    const { port } = await stub((n, res) => (n <= 1 ? json(res, 503, { status: 'starting' }) : json(res, 200, { status: 'ok' })));
    const result = await run(other, [waitReady, String(port), '--timeout', '5']);
    expect(result.code, result.stderr).toBe(0);
  });

  // The real server, started by the unit's command line, on the build that is there (npm test makes one first).
  it.skipIf(!existsSync(path.join(root, '.next/BUILD_ID')))(
    'waits for the real server started as the unit does, which then drains on one SIGTERM to start.mjs and exits 0',
    async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-it-'));
      const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' };
      const server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      try {
        // Started together, as systemd starts ExecStartPost right after the main process.
        const wait = await run(process.execPath, [waitReady, String(port), '--timeout', '90']);
        expect(wait.code, `${wait.stderr}\n${output}`).toBe(0);
        const readyz = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(readyz.status).toBe(200);
        expect(await readyz.json()).toEqual({ status: 'ok' });
        // KillMode=mixed: the main process only (start.mjs) gets SIGTERM; it must pass it on and end with its child.
        server.kill('SIGTERM');
        expect(await exited, output).toBe(0);
        await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();
      } finally {
        if (server.exitCode === null) server.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

// A stand-in instance: listens at once, answers /readyz 503 "starting" during a short warm-up, then 200, or 503
// "migrations" forever when its port is marked broken (a release that cannot become ready). SIGTERM: 503
// "draining", close, exit 0.
const INSTANCE = `
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
const [port, dir] = process.argv.slice(2);
let state = 'starting';
const server = createServer((req, res) => {
  if (req.url !== '/readyz') return res.end('page');
  res.writeHead(state === 'ok' ? 200 : 503, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ status: state }));
});
server.listen(Number(port), '127.0.0.1', () => setTimeout(() => (state = existsSync(dir + '/broken-' + port) ? 'migrations' : 'ok'), 400));
process.on('SIGTERM', () => { state = 'draining'; server.close(() => process.exit(0)); });
`;

// A stand-in systemctl: `restart navyug@PORT.service` stops that port's instance (SIGTERM, waits for its exit),
// starts a new one and, like the unit's ExecStartPost=, waits for it with wait-ready (a failed wait stops it
// again and fails, as systemd does); `list-units` prints the running ones as systemctl does. Every call is logged.
const SYSTEMCTL = `
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
const [dir, waitReady, ...args] = process.argv.slice(2);
appendFileSync(dir + '/calls.log', args.join(' ') + '\\n');
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const pidOf = (port) => existsSync(dir + '/' + port + '.pid') ? Number(readFileSync(dir + '/' + port + '.pid', 'utf8')) : 0;
async function stop(port) {
  const pid = pidOf(port);
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  while (alive(pid)) await new Promise((r) => setTimeout(r, 20));
}
if (args[0] === 'list-units') {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pid')).sort()) {
    const port = file.slice(0, -4);
    if (alive(pidOf(port))) console.log('navyug@' + port + '.service loaded active running Stand-in instance');
  }
} else if (args[0] === 'restart') {
  const port = /^navyug@(\\d+)\\.service$/.exec(args[1])[1];
  await stop(port);
  const child = spawn(process.execPath, [dir + '/instance.mjs', port, dir], { detached: true, stdio: 'ignore' });
  child.unref();
  writeFileSync(dir + '/' + port + '.pid', String(child.pid));
  if (process.env.FAKE_NO_EXEC_START_POST) process.exit(0);
  const post = spawnSync(process.execPath, [waitReady, port, '--timeout', '3'], { stdio: 'inherit' });
  if (post.status !== 0) { await stop(port); process.exit(1); }
} else {
  console.error('stand-in systemctl: ' + args.join(' '));
  process.exit(1);
}
`;

describe('deploy/rolling-restart.sh', () => {
  let dir: string;
  let ports: number[];
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const pids = () => Object.fromEntries(ports.map((port) => [port, Number(read(path.join(dir, `${port}.pid`)))]));
  const calls = () => (existsSync(path.join(dir, 'calls.log')) ? read(path.join(dir, 'calls.log')).trim().split('\n') : []);
  const systemctl = () => `${process.execPath} ${path.join(dir, 'systemctl.mjs')} ${dir} ${waitReady}`;
  const roll = (args: string[], env: Record<string, string> = {}) => run('bash', [rollingRestart, ...args], { env: { SYSTEMCTL: systemctl(), NODE: process.execPath, ...env } });
  async function ready(port: number) {
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })).status === 200;
    } catch {
      return false;
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-roll-'));
    writeFileSync(path.join(dir, 'instance.mjs'), INSTANCE);
    writeFileSync(path.join(dir, 'systemctl.mjs'), SYSTEMCTL);
  });
  afterEach(() => {
    // The instances are detached (as systemd's are not children of systemctl): ended here by their recorded pids.
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.pid'))) {
      const pid = Number(read(path.join(dir, file)));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(path.join(dir, file));
    }
    for (const name of readdirSync(dir).filter((name) => name.startsWith('broken-') || name === 'calls.log')) rmSync(path.join(dir, name));
  });
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** Two running, ready stand-in instances, started through the stand-in systemctl. */
  async function twoInstances() {
    ports = [await freePort(), await freePort()].sort((a, b) => a - b);
    for (const port of ports) expect((await run(process.execPath, [path.join(dir, 'systemctl.mjs'), dir, waitReady, 'restart', `navyug@${port}.service`])).code).toBe(0);
    rmSync(path.join(dir, 'calls.log'));
    return pids();
  }

  it('is valid bash (and clean for shellcheck when it is installed)', async () => {
    expect((await run('bash', ['-n', rollingRestart])).code).toBe(0);
    const shellcheck = spawnSync('shellcheck', ['--version']);
    if (shellcheck.status === 0) {
      const lint = await run('shellcheck', [rollingRestart]);
      expect(lint.stdout + lint.stderr).toBe('');
    }
  });

  it('restarts every active instance, one at a time, with one always ready', async () => {
    const before = await twoInstances();
    let samples = 0;
    let noneReady = 0;
    let rolling = true;
    const watch = (async () => {
      while (rolling) {
        const states = await Promise.all(ports.map(ready));
        samples++;
        if (!states.some(Boolean)) noneReady++;
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const result = await roll([]); // no ports: the ones list-units reports
    rolling = false;
    await watch;
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(calls()).toEqual([expect.stringMatching(/^list-units /), `restart navyug@${ports[0]}.service`, `restart navyug@${ports[1]}.service`]);
    const after = pids();
    for (const port of ports) {
      expect(after[port]).not.toBe(before[port]); // really restarted
      expect(alive(before[port])).toBe(false);
      expect(await ready(port)).toBe(true);
    }
    expect(samples).toBeGreaterThan(10);
    expect(noneReady).toBe(0);
    expect(result.stdout).toContain(`2 instance(s) restarted and ready: ${ports[0]} ${ports[1]}`);
  });

  it('stops at an instance that fails to become ready, without touching the next', async () => {
    const before = await twoInstances();
    writeFileSync(path.join(dir, `broken-${ports[0]}`), '');
    const result = await roll(ports.map(String));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('last answer: 503 migrations');
    expect(result.stderr).toContain(`navyug@${ports[0]} failed to restart`);
    expect(result.stderr).toContain(`not restarted: ${ports[1]}`);
    expect(calls()).toEqual([`restart navyug@${ports[0]}.service`]);
    expect(pids()[ports[1]]).toBe(before[ports[1]]);
    expect(await ready(ports[1])).toBe(true);
  }, 20_000);

  it('checks readiness itself when systemctl returns before the instance is ready', async () => {
    // As with a unit whose ExecStartPost= was removed: systemctl restart succeeds at once, the instance never gets ready.
    const before = await twoInstances();
    writeFileSync(path.join(dir, `broken-${ports[0]}`), '');
    const result = await roll(ports.map(String), { FAKE_NO_EXEC_START_POST: '1', READY_TIMEOUT: '2' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`navyug@${ports[0]} is not ready after its restart; stopped, not restarted: ${ports[1]}`);
    expect(calls()).toEqual([`restart navyug@${ports[0]}.service`]);
    expect(pids()[ports[1]]).toBe(before[ports[1]]);
  }, 20_000);

  it('refuses a port that is not one, before restarting anything', async () => {
    await twoInstances();
    const result = await roll([String(ports[0]), 'navyug@3002']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('not a port: navyug@3002');
    expect(calls()).toEqual([]);
  });
});
