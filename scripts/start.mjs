// npm start: build when the build is missing or stale, then serve the production site.
// `npm start -- --no-build` (what deploy/navyug@.service runs) never builds: it serves the build that is there and
// stops if there is none. Without it, a build happens under a lock and never while another server from this checkout
// runs (scripts/build-guard.mjs). Several instances serve from one checkout's .next: one of them building into it while
// the others serve from it would break their pages, so a deploy builds once, then restarts them (docs/operations.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serversOfThisCheckout, withBuildLock } from './build-guard.mjs';
import { buildIfStale, buildIsStale, ensurePinnedNode, root, serve } from './lib.mjs';

ensurePinnedNode();
const built = existsSync(path.join(root, '.next/BUILD_ID'));
if (!process.argv.includes('--no-build')) {
  const others = buildIsStale() ? serversOfThisCheckout() : [];
  if (others.length && built) {
    console.warn(`> Not rebuilding: another server (process ${others.join(', ')}) serves from this checkout's build, which a build would replace under it. Serving the existing build. To deploy a change, build once (npm run build, in a new release folder: docs/operations.md) and restart the instances one at a time.`);
  } else await withBuildLock(buildIfStale);
} else if (!built) {
  console.error('Not started: there is no production build here, and --no-build says not to make one. Run `npm run build` first.');
  process.exit(1);
} else if (buildIsStale()) console.warn('> Serving the existing build (--no-build), although a source file is newer than it.');

const port = process.env.PORT ?? '4321';
const host = process.env.HOST ?? '127.0.0.1';
const child = serve({ port, host });
child.on('exit', (code) => process.exit(code ?? 0));
