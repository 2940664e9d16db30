import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** both, for messages in assertions */
  out: string;
}

/**
 * One of the repo's TypeScript commands as its npm script runs it (`node --conditions=react-server --import tsx
 * scripts/<name>.mts`), without blocking this process (unlike runAdminCli): requests may go on meanwhile. `env` is
 * added to this environment; give `DATABASE_URL: ''` to run it on SQLite.
 */
export function runCli(script: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--conditions=react-server', '--import', 'tsx', `scripts/${script}`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, out: stdout + stderr }));
  });
}
