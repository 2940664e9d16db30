// npm run dev: Next's development server on PORT (default 4321), telemetry off. Plain Node, so it runs
// the same in every shell.
import { ensurePinnedNode, runNext } from './lib.mjs';

ensurePinnedNode();
runNext(['dev', '-p', process.env.PORT ?? '4321', '-H', process.env.HOST ?? '127.0.0.1']);
