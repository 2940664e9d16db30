// The production server's environment, as `npm start` sets it. A file of its own, without `import.meta`, so
// that test helpers loaded as CommonJS (the browser tests' test/support/server.ts, under Playwright) can read it.

/**
 * Environment and Node flags for the production server (npm start, the tests, the benchmark), each measured
 * against PRODUCT.md's 400 MB of RSS under load:
 * - MALLOC_ARENA_MAX=2: sharp works on several threads, and glibc gave each its own malloc arena; serving
 *   every page and its ~1,100 optimised image variants left the server at ~650 MB RSS, ~330 MB with two.
 * - MALLOC_MMAP_THRESHOLD_=131072: glibc raises its mmap threshold (up to 32 MB) each time a large mmapped
 *   block is freed, so after sharp had freed its pixel buffers every later large block (image buffers, response
 *   buffers) came from the arenas and stayed there: 485 MB after optimising the images, 676–895 MB after the
 *   load rows that followed. A fixed threshold keeps blocks of 128 KB and more mmapped, back to the system
 *   when freed: 291 MB after the same images, at the same CPU per image.
 * - --max-semi-space-size=16: under load V8 grew its young generation to 128 MB (two 64 MB semi-spaces);
 *   16 MB semi-spaces keep it at 32 MB, with more but cheaper scavenges and no measurable CPU per request.
 * - --heap-growing-percent=25: with a 4 GB heap limit (a quarter of this machine's memory) V8 let the old
 *   generation fill with 190–280 MB of garbage before collecting it; growing it by a quarter of what is live
 *   after each full collection holds it close to that. At 50 % the heap still reached twice what was live under
 *   the jobs API's load (a full collection every ~1.7 s took it from 95 to 170 MB, --trace-gc), and the load rows
 *   ended at 389–397 MB RSS; at 25 % at 345–354 MB (three rounds of every row, as the benchmark loads them), at
 *   the same req/s and CPU per request within the run-to-run noise (jobs API 0.71–0.86 ms, form pages
 *   0.15–0.17 ms, either way). A soft limit: a larger live heap still grows (a hard --max-old-space-size=512 did
 *   as well here, but would end the process past it). 8 MB semi-spaces saved ~20 MB more, at up to 5 % of the
 *   jobs API's and form pages' req/s: not taken.
 * A smaller V8 heap limit was tried before: at 192 MB its garbage collection took 3.8 x the CPU per request.
 * --heap-growing-percent is not allowed in NODE_OPTIONS, so these are flags of the server's command line.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=25'];
