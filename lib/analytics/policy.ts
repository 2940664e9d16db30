import { RETENTION } from '@/lib/retention';

/**
 * Whose visits the analytics counts (docs/operations.md: `ANALYTICS_CONSENT`): `exempt` (the default) counts every
 * visitor except those who pressed Decline or send Global Privacy Control or Do Not Track, as the French regulator
 * (CNIL) allows consent-exempt audience measurement; `accept` counts only visitors who pressed Accept. The server
 * (server/analytics/queue.ts) and the policies' text below read this one value, so they cannot disagree.
 */
export type ConsentMode = 'exempt' | 'accept';
export const analyticsConsentMode = (): ConsentMode => (process.env.ANALYTICS_CONSENT === 'accept' ? 'accept' : 'exempt');

const who = (mode: ConsentMode) =>
  mode === 'accept'
    ? 'It counts your visit only if you pressed Accept in our cookie pop-up.'
    : 'It counts your visit unless you pressed Decline in our cookie pop-up, or your browser sends a Global Privacy Control (GPC) or Do Not Track (DNT) signal: then nothing about your visit is recorded at all. Because it stores nothing on your device, keeps anonymous counts only, runs on our own servers and never follows you to other websites, it meets the conditions under which the French data protection authority (CNIL) exempts audience measurement from consent.';

/**
 * What the analytics script does with the cookie pop-up's answer (public/hit.js, server/analytics/queue.ts): it
 * sends it with each page view, and the server counts the view or not by it. The pop-up and both policies say it.
 */
export function consentAnswerText(mode: ConsentMode = analyticsConsentMode()): string {
  const rule = mode === 'accept' ? 'counts the view only if the answer is Accept' : 'can leave out a visitor who declined';
  return `To respect your answer to our cookie pop-up, our analytics script sends it (Accept, or no answer yet) with each page view it reports, and our server ${rule}; after Decline the script reports nothing at all. The answer is used for that decision only and is not kept with the page view.`;
}

/** The cookie pop-up's question (content/consent.ts), true to the mode in force. */
export function cookieBannerText(mode: ConsentMode = analyticsConsentMode()): string {
  const counted =
    mode === 'accept'
      ? 'Our own cookieless analytics counts your visit, anonymously, only if you accept; declining or not answering leaves you out.'
      : 'Our own cookieless analytics counts visits anonymously unless you decline (or your browser sends Do Not Track or Global Privacy Control).';
  return `We set no cookies on the public site and store only your answer, in your browser. ${counted} Your answer goes with each page view, so our server can respect it.`;
}

/** What the privacy policy says about Do Not Track and Global Privacy Control, true to the mode in force. */
export function dntPolicyText(mode: ConsentMode = analyticsConsentMode()): string {
  return mode === 'exempt'
    ? `Some browsers can send a “Do Not Track” (DNT) or “Global Privacy Control” (GPC) signal to the websites you visit. We honour both: when your browser sends either, our analytics records nothing about your visit. The Site does not track you across other websites and uses no advertising or third-party tracking technologies.`
    : `Some browsers can send a “Do Not Track” (DNT) or “Global Privacy Control” (GPC) signal to the websites you visit. We honour both: when your browser sends either, our analytics records nothing about your visit, even if you pressed Accept. The Site does not track you across other websites and uses no advertising or third-party tracking technologies.`;
}

/** What the cookie and privacy policies say about the analytics, from the live settings and retention periods. */
export function analyticsPolicyText(mode: ConsentMode = analyticsConsentMode()): string[] {
  return [
    `We measure how the Site is used with our own, first-party analytics, which runs on our servers: no third party receives anything. A small script of ours (or, without JavaScript, an image from our own server) tells us which page you viewed, the address of the site that sent you there (its host name only), the campaign named in the link you followed (its utm_source, utm_medium and utm_campaign values), your country as your browser’s time zone implies it, and your type of device and browser family. It sets no cookie and stores nothing in your browser’s storage.`,
    `To count unique visitors without identifying anyone, our server combines your IP address, your browser’s user agent and our site’s name with a random value that changes every day, and keeps only a short one-way hash of the result. Your IP address and user agent are never written to disk. The daily random value is deleted within 48 hours, after which no one, us included, can link a hash to a visitor; the same visitor on two different days looks like two visitors. Visits from known robots are not recorded: only how many there were. A form you send is counted as a conversion, with the campaign and referring site of the page it was sent from, which are kept with your message too; the hash never is.`,
    `${who(mode)} ${consentAnswerText(mode)}`,
    `We keep each recorded page view for ${RETENTION.analyticsRawDays} days, and daily totals (counts, with no visitor hash) for ${RETENTION.analyticsRollupMonths} months, after which both are deleted automatically.`,
  ];
}
