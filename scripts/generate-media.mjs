#!/usr/bin/env node
// Generates every image and the video of the site from code (no network, deterministic).
// Usage: node scripts/generate-media.mjs [group ...]   (groups: see GROUPS below; default all)
import { ensurePinnedNode } from './lib.mjs';
ensurePinnedNode();

const sharp = (await import('sharp')).default;
const { pool, produced } = await import('./media/lib.mjs');

sharp.cache(false);
sharp.concurrency(1); // parallelism comes from pool()

const GROUPS = {
  hero: async () => (await import('./media/hero.mjs')).heroTasks(),
  talent: async () => (await import('./media/people.mjs')).talentTasks(),
  life: async () => (await import('./media/people.mjs')).lifeTasks(),
  industries: async () => (await import('./media/industries.mjs')).industryTasks(),
  work: async () => (await import('./media/work.mjs')).workTasks(),
  services: async () => (await import('./media/services.mjs')).serviceTasks(),
  blog: async () => (await import('./media/art.mjs')).blogTasks(),
  about: async () => (await import('./media/art.mjs')).aboutTasks(),
  og: async () => (await import('./media/og.mjs')).ogTasks(),
  static: async () => (await import('./media/og.mjs')).staticTasks(),
  beacon: async () => (await import('./media/beacon.mjs')).beaconTasks(),
  video: async () => (await import('./media/video.mjs')).videoTasks(),
  font: async () => (await import('./media/font.mjs')).fontTasks(),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !GROUPS[w]);
if (unknown.length) {
  console.error(`Unknown group(s): ${unknown.join(', ')}. Known: ${Object.keys(GROUPS).join(', ')}`);
  process.exit(1);
}
const started = Date.now();
for (const name of wanted.length ? wanted : Object.keys(GROUPS)) {
  const t0 = Date.now();
  const tasks = await GROUPS[name]();
  // the video renders its own frames in parallel; run its steps in order
  await pool(tasks, name === 'video' ? 1 : 4);
  console.log(`${name}: ${tasks.length} task(s) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const kb = (b) => (b / 1024).toFixed(1).padStart(7) + ' KB';
const rows = produced.sort((a, b) => a.rel.localeCompare(b.rel));
const w = Math.max(...rows.map((r) => r.rel.length), 10);
console.log('\n' + 'file'.padEnd(w) + '  ' + 'size (px)'.padEnd(11) + '     bytes');
for (const r of rows) console.log(r.rel.padEnd(w) + '  ' + (r.width ? `${r.width}x${r.height}` : '-').padEnd(11) + kb(r.size));
const total = rows.reduce((s, r) => s + r.size, 0);
console.log(`\n${rows.length} files, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
