// The built site's cookie pop-up and cookie policy follow the ANALYTICS_CONSENT the build was made with (the pages
// are prerendered: docs/operations.md, ANALYTICS_CONSENT). The wording of each mode is checked in test/unit/content/consent-texts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsConsentMode, analyticsPolicyText, cookieBannerText } from '@/lib/analytics/policy';
import { startServer, type RunningServer } from '../support/server';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe(`the built site's consent texts (ANALYTICS_CONSENT=${analyticsConsentMode()})`, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('GET / hands the pop-up the wording of the mode in force, and GET /cookie-policy says the same', async () => {
    const mode = analyticsConsentMode();
    const home = await (await fetch(`${server.url}/`)).text();
    // the island's prop, in the page's payload (compared as booleans: a failure would otherwise print the whole page)
    expect(home.includes(JSON.stringify(cookieBannerText(mode)).slice(1, -1)), 'the pop-up text of this mode').toBe(true);
    const policy = await (await fetch(`${server.url}/cookie-policy`)).text();
    const rule = analyticsPolicyText(mode)[2];
    expect(policy.includes(escape(rule.slice(0, 120))), 'the counting rule of this mode').toBe(true);
    expect(policy.includes('our analytics script sends it (Accept, or no answer yet) with each page view it reports'), 'the answer sent with each page view').toBe(true);
  });
});
