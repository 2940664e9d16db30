import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ESM script without types; the server's environment as `npm start` sets it
import { serverEnv, serverNodeFlags } from '../../scripts/server-env.mjs';

const root = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** the server process, e.g. to read its memory from /proc */
  pid: number;
  /** everything it printed so far (stdout and stderr) */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash: no shutdown, and the data folder is left for the next server. */
  crash(): Promise<void>;
  /**
   * What a deploy does: SIGTERM, wait for the exit (its code and how long the drain took), then a new server on the
   * same port with the same settings and data folder, resolved once it answers.
   */
  restart(): Promise<{ server: RunningServer; exitCode: number | null; stopMs: number; startMs: number }>;
}

/**
 * Starts the production server as `npm start` does (scripts/server.mjs, on the existing build: npm test
 * builds first) on a free loopback port with its own data folder, and waits until it answers.
 */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string; port?: number } = {}): Promise<RunningServer> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run `npm test`, which builds first.');
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'navyug-it-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', ...serverNodeFlags, path.join(root, 'scripts/server.mjs'), '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...serverEnv, ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, OUTBOX_POLL_MS: '200', OUTBOX_RETRY_BASE_MS: '300', FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      const began = performance.now();
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const exitCode = await exited;
      const stopped = performance.now();
      const server = await startServer(env, { dataDir, port });
      return { server, exitCode, stopMs: stopped - began, startMs: performance.now() - stopped };
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 150));
  }
}
