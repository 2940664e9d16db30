// The production server's environment, as `npm start` sets it. A file of its own, without `import.meta`, so
// that test helpers loaded as CommonJS (the browser tests' test/support/server.ts, under Playwright) can read it.

/**
 * Environment for the production server. Serving every page and its ~1,100 optimised image variants (sharp
 * works on several threads) left glibc with one malloc arena per thread and the server at ~650 MB RSS here;
 * two arenas hold it at ~330 MB for the same work at the same speed (sharp's documentation advises this too).
 * A smaller V8 heap was tried instead: at 192 MB its garbage collection took 3.8 x the CPU per request.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
