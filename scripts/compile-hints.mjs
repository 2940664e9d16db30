// After `next build`: marks the framework's start-up chunks for eager compilation (V8's explicit compile hints,
// https://v8.dev/blog/explicit-compile-hints). Every page runs those chunks' code at start-up, in one task: the last
// of them arrives, the Turbopack runtime instantiates the entry's modules (React DOM, the RSC client, Next's router)
// and hydration begins. V8 compiles a function the first time it is called, so most of that task was compiling React
// DOM's module, on the main thread, while the page waited. A script that begins with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled when the script is, and a script loaded async (as the
// page's loader loads them, server/serving/script-loader.mts) is compiled off the main thread while it streams in,
// where Chromium streams it. Measured with Chromium's CPU slowed 4x (npm run startup-task, median of 7;
// bench/results/compile-hints.md): the start-up task on /privacy-policy 653 -> 332 ms, /career 707 -> 363, home
// 617 -> 207, the empty page's 589.
// Only the root main files are marked, the chunks every page starts with (build-manifest.json's rootMainFiles): a
// hint on a chunk whose code a page does not run would compile it for nothing. Browsers without compile hints read a
// comment. The empty Next.js page the benchmark compares against is built by `next build` alone, without them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the head of each root main file of the build in `distDir` (once); answers the files it marked. */
export function addCompileHints(distDir) {
  const manifestFile = path.join(distDir, 'build-manifest.json');
  if (!existsSync(manifestFile)) return [];
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const marked = [];
  for (const file of rootMainFiles) {
    const target = path.join(distDir, file);
    if (!file.endsWith('.js') || !existsSync(target)) continue;
    const source = readFileSync(target, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + source);
    marked.push(file);
  }
  return marked;
}
