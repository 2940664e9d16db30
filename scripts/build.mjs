// npm run build: the production build, with Next's telemetry off (nothing may leave the machine).
import { build, ensurePinnedNode } from './lib.mjs';

ensurePinnedNode();
build();
