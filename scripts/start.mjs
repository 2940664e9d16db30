// npm start: build when the build is missing or stale, then serve the production site.
import { buildIfStale, ensurePinnedNode, serve } from './lib.mjs';

ensurePinnedNode();
buildIfStale();

const port = process.env.PORT ?? '4321';
const host = process.env.HOST ?? '127.0.0.1';
const child = serve({ port, host });
child.on('exit', (code) => process.exit(code ?? 0));
