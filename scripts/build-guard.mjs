// What keeps `npm start` from building into the .next another instance serves from (scripts/start.mjs). Building when
// the build is missing or stale is right for a first run; with several instances started from one checkout it is a
// hazard: one rebuilding .next under the others breaks their pages (their scripts and chunks vanish mid-flight). So:
// - a build runs only under a lock (a folder made atomically beside .next), so two instances started together build
//   once: the second waits, then finds the build fresh;
// - a stale build is not rebuilt while a server from this checkout is running (found in /proc by its command line):
//   the new instance serves the build that is there, and says how a deploy builds once, then restarts.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './lib.mjs';

const LOCK = path.join(root, '.next-build.lock');

/** The process ids of production servers running from this checkout (none where there is no /proc). */
export function serversOfThisCheckout() {
  const server = path.join(root, 'scripts/server.mjs');
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((entry) => {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) return false;
    try {
      return readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(server);
    } catch {
      return false; // gone, or not ours to read
    }
  }).map(Number);
}

/** Runs `build` holding the build lock; waits while another process holds it (a lock whose process is gone is taken over). */
export async function withBuildLock(build) {
  for (let waited = 0; ; waited++) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readLock());
      // No pid yet: just made by another process, which is writing it (or died at that instant: then it is old).
      const abandoned = holder ? !alive(holder) : Date.now() - lockMadeAt() > 10_000;
      if (abandoned) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (waited === 0) console.log(`> Another process (${holder}) is building this checkout; waiting for it...`);
      await sleep(1000);
    }
  }
  try {
    writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
    return await build();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function lockMadeAt() {
  try {
    return statSync(LOCK).mtimeMs;
  } catch {
    return 0;
  }
}

function readLock() {
  try {
    return readFileSync(path.join(LOCK, 'pid'), 'utf8');
  } catch {
    return ''; // not written yet, or the lock is gone
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
