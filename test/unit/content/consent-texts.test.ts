// The cookie pop-up, the cookie policy and the privacy policy say what the analytics does in the ANALYTICS_CONSENT
// mode in force (docs/development.md: Analytics): whose visits it counts, and that the pop-up's answer goes with each page view.
// Each mode's modules are loaded afresh with the setting, as a build with it prerenders them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '@/content/types';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function textsIn(mode: 'exempt' | 'accept') {
  vi.stubEnv('ANALYTICS_CONSENT', mode);
  vi.resetModules();
  const { cookieBanner } = await import('@/content/consent');
  const { cookiePolicy, privacyPolicy } = await import('@/content/legal');
  const whole = (doc: LegalDocument) => [...doc.intro, ...doc.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])])].join('\n');
  return { banner: cookieBanner.text, cookiePolicy: whole(cookiePolicy), privacyPolicy: whole(privacyPolicy) };
}

/** What each mode counts, as the pop-up and the policies put it; the other mode's wording must not appear. */
const RULES = {
  exempt: { banner: /counts visits anonymously unless you decline/, policy: /It counts your visit unless you pressed Decline/ },
  accept: { banner: /counts your visit, anonymously, only if you accept/, policy: /It counts your visit only if you pressed Accept/ },
} as const;

/** What was said before the site had its own analytics, or before the beacon sent the answer. */
const STALE = /if we ever add it|and it is not sent to us|None of it is sent to us/;

describe.each(['exempt', 'accept'] as const)('consent texts with ANALYTICS_CONSENT=%s', (mode) => {
  const other = mode === 'exempt' ? 'accept' : 'exempt';

  it('the pop-up and both policies state the same counting rule, and not the other mode’s', async () => {
    const texts = await textsIn(mode);
    expect(texts.banner).toMatch(RULES[mode].banner);
    expect(texts.banner).not.toMatch(RULES[other].banner);
    for (const policy of [texts.cookiePolicy, texts.privacyPolicy]) {
      expect(policy).toMatch(RULES[mode].policy);
      expect(policy).not.toMatch(RULES[other].policy);
    }
  });

  it('the pop-up and both policies say the answer goes with each page view, and what for; none says it stays on the device', async () => {
    const texts = await textsIn(mode);
    expect(texts.banner).toMatch(/Your answer goes with each page view, so our server can respect it\./);
    for (const policy of [texts.cookiePolicy, texts.privacyPolicy]) {
      expect(policy).toMatch(/our analytics script sends it \(Accept, or no answer yet\) with each page view it reports/);
      expect(policy).toMatch(mode === 'accept' ? /our server counts the view only if the answer is Accept/ : /our server can leave out a visitor who declined/);
      expect(policy).toMatch(/after Decline the script reports nothing at all/);
    }
    for (const text of Object.values(texts)) expect(text).not.toMatch(STALE);
  });
});
