// A PostgreSQL cluster of the test's own (initdb into a temporary folder, on a free port, trust authentication), for
// tests that stop or restart the database itself: the machine's shared PostgreSQL on 5432 is never touched.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** a database of its own on the cluster */
  url: string;
  /** `pg_ctl restart`: `fast` ends sessions and checkpoints; `immediate` is a crash, recovered from the WAL at start */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(): void;
}

/** Starts one, or returns null where PostgreSQL's binaries are missing (never in CI: there that is an error). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    if (process.env.CI) throw new Error(`PostgreSQL's binaries are required in CI (PG_BIN=${BIN})`);
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-pg-'));
  const data = path.join(dir, 'data');
  // initdb refuses to run as root: there the cluster belongs to the postgres user.
  const owner: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(BIN, tool), args, { ...owner, cwd: dir, encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'navyug']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/navyug`,
    // Not spawnSync: the test's own requests go on while it restarts.
    restart: async (mode) => {
      await promisify(execFile)(path.join(BIN, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-m', mode, '-w', 'restart'], { ...owner, cwd: dir, timeout: 60_000 });
    },
    stop() {
      spawnSync(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...owner, timeout: 60_000 });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
