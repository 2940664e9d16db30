import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * `npm run admin -- <args>` (the same node flags as package.json's script) with `input` on stdin and `env`
 * added to the environment, e.g. the DATA_DIR or DATABASE_URL of the server under test.
 */
export function runAdminCli(args: string[], input = '', env: Record<string, string | undefined> = {}) {
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', '--conditions=react-server', '--import', 'tsx', 'scripts/admin.mts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, out: result.stdout + result.stderr };
}
