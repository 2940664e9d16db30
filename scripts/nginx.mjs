// Starts Debian's nginx with the shipped configuration (deploy/nginx.conf, copied byte for byte into a
// fresh prefix folder) in front of the given app instances, for tests and the benchmark. The two files it
// includes are written for this run: the instances, and the listen address plus the app's folder.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/**
 * @param {{ port: number, upstreams: string[], extra?: string }} options upstreams as `127.0.0.1:3001`;
 *   `extra`: more server-level directives (the benchmark's direct-file location)
 * @returns {Promise<{ url: string, dir: string, pid: number, log: () => string, stop: () => Promise<void> }>}
 */
export async function startNginx({ port, upstreams, extra = '' }) {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-nginx-'));
  // nginx's workers run as nobody when it starts as root: they must reach the prefix (mkdtemp makes it 0700).
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'logs'));
  copyFileSync(path.join(root, 'deploy/nginx.conf'), path.join(dir, 'nginx.conf'));
  writeFileSync(path.join(dir, 'navyug-servers.conf'), upstreams.map((upstream) => `server ${upstream} max_fails=0;\n`).join(''));
  writeFileSync(path.join(dir, 'navyug-site.conf'), `listen 127.0.0.1:${port};\nset $navyug_app ${root};\n${extra}\n`);
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const log = () => stderr + (existsSync(path.join(dir, 'logs/error.log')) ? readFileSync(path.join(dir, 'logs/error.log'), 'utf8') : '');
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    pid: child.pid,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // graceful: workers finish their requests
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
