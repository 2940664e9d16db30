import { describe, expect, it } from 'vitest';
import { attributionFromLanding, NO_ATTRIBUTION } from '@/lib/analytics/attribution';

describe('what a form’s landing field keeps', () => {
  it.each([
    ['https://navyug.example/work?utm_source=News&utm_medium=email&utm_campaign=Spring&email=ana@example.com news.example', { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', referrer_host: 'news.example', landing_page: '/work' }],
    ['https://navyug.example/contact-us www.google.com', { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: 'google.com', landing_page: '/contact-us' }],
    ['https://navyug.example/about-us navyug.example', { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, landing_page: '/about-us' }],
    ['https://navyug.example/faqs ', { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, landing_page: '/faqs' }],
  ])('%s', (value, expected) => {
    expect(attributionFromLanding(value, 'navyug.example')).toEqual(expected);
  });

  it.each([['https://evil.example/work?utm_campaign=x news.example'], ['javascript:alert(1) x'], ['not a url'], ['']])('drops %j (not a page of ours)', (value) => {
    expect(attributionFromLanding(value, 'navyug.example')).toEqual(NO_ATTRIBUTION);
  });
});
