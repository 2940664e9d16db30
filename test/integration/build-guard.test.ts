// What keeps `npm start` from building into the .next another instance serves from (scripts/build-guard.mjs): builds
// take turns under a lock, and a running server of this checkout is found, so a stale build is not rebuilt under it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types (scripts/build-guard.mjs, used by scripts/start.mjs)
import { serversOfThisCheckout, withBuildLock } from '../../scripts/build-guard.mjs';
import { startServer, type RunningServer } from '../support/server';

describe('npm start’s build guard', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => server?.stop());

  it('finds the servers running from this checkout, and only while they run', async () => {
    expect(serversOfThisCheckout()).toContain(server.pid);
    const pid = server.pid;
    await server.stop();
    expect(serversOfThisCheckout()).not.toContain(pid);
  });

  it('lets one build run at a time: a second waits for the first, then runs', async () => {
    const log: string[] = [];
    const build = (name: string) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([withBuildLock(build('first')), withBuildLock(build('second'))]);
    expect(results).toEqual(['first', 'second']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
