import { describe, expect, it } from 'vitest';
import { safeSourceContext, safeSourcePage, SOURCE_PAGE_MAX } from '@/lib/source-page';
import { pickSourcePage, sameOriginPath } from '@/lib/visitor-source-page';
import { contactSchema } from '@/lib/validation/contact';
import { quoteSchema } from '@/lib/validation/quote';

const ORIGIN = 'https://navyug.example';

describe('source page', () => {
  it.each(['/', '/work', '/bubble-bakes', '/blog/some-post', '/career-details', '/al-ml-services/', '/a_b/c.d~e'])('keeps the on-site path %s', (path) => {
    expect(safeSourcePage(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/work'],
    ['a full URL', 'https://evil.example/x'],
    ['our own site as a full URL', 'https://navyug.example/work'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'work'],
    ['an empty value', ''],
    ['a double slash inside', '/work//x'],
    ['a backslash', '/\\evil.com'],
    ['a query', '/work?x=1'],
    ['a fragment', '/work#top'],
    ['a parent segment', '/blog/../admin'],
    ['a current segment', '/./work'],
    ['a percent escape', '/%2F%2Fevil.com'],
    ['markup', '/"><script>'],
    ['spaces', '/our work'],
    ['a line break', '/work\r\nBcc: x@example.com'],
    ['non-ASCII', '/café'],
    ['one character over the limit', `/${'a'.repeat(SOURCE_PAGE_MAX)}`],
  ])('drops %s', (_, value) => {
    expect(safeSourcePage(value)).toBeNull();
  });

  it('takes a path of exactly the limit, and anything but a string is no path', () => {
    const longest = `/${'a'.repeat(SOURCE_PAGE_MAX - 1)}`;
    expect(safeSourcePage(longest)).toBe(longest);
    for (const value of [undefined, null, 42, ['/work'], { path: '/work' }]) expect(safeSourcePage(value)).toBeNull();
  });

  it('answers a long hostile value at once (no backtracking blow-up)', () => {
    const started = performance.now();
    expect(safeSourcePage(`/${'a/'.repeat(99)}!`)).toBeNull();
    expect(safeSourcePage(`/${'a'.repeat(150)}-${'.'.repeat(40)}!`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each([
    ['https://navyug.example/bubble-bakes', '/bubble-bakes'],
    ['https://navyug.example/blog/post?utm_source=x#top', '/blog/post'],
    ['/work', '/work'],
    ['https://navyug.example', '/'],
    ['https://evil.example/bubble-bakes', null],
    ['http://navyug.example/work', null],
    ['https://navyug.example:8443/work', null],
    ['//evil.com/work', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('sameOriginPath(%s) is %s', (url, path) => {
    expect(sameOriginPath(url, ORIGIN)).toBe(path);
  });

  it('picks the previous page of the tab, else the referrer, never this page nor another site', () => {
    const at = { origin: ORIGIN, path: '/get-quote' };
    expect(pickSourcePage({ ...at, previous: `${ORIGIN}/superpets`, referrer: `${ORIGIN}/work` })).toBe('/superpets');
    expect(pickSourcePage({ ...at, previous: null, referrer: `${ORIGIN}/work` })).toBe('/work');
    expect(pickSourcePage({ ...at, previous: `${ORIGIN}/get-quote`, referrer: `${ORIGIN}/faqs` })).toBe('/faqs');
    expect(pickSourcePage({ ...at, previous: null, referrer: 'https://www.google.com/search?q=navyug' })).toBeNull();
    expect(pickSourcePage({ ...at, referrer: '' })).toBeNull();
  });

  it.each([
    ['case-study:bubble-bakes', 'case-study:bubble-bakes'],
    ['service:ui-ux-design', 'service:ui-ux-design'],
    ['job:12', null],
    ['case-study:../etc', null],
    ['Case study: Bubble Bakes', null],
    ['', null],
  ])('context key %s is kept as %s', (value, kept) => {
    expect(safeSourceContext(value)).toBe(kept);
  });
});

describe('the forms\' source fields', () => {
  const quote = {
    fullname: 'Grace Hopper', address: 'grace@example.com', companyname: 'Hopper & Co', phonenumber: '+91 98765 43210',
    projecttype: 'webdevelopment', budget: '5000', timeline: 'asap', talent: 'designer', hear: 'referral', privacy: 'on',
  };
  const contact = { fullname: 'Ada Lovelace', email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'Hello' };

  it('keeps a good source page and context', () => {
    const parsed = quoteSchema.parse({ ...quote, source_page: '/bubble-bakes', source_context: 'case-study:bubble-bakes' });
    expect(parsed).toMatchObject({ source_page: '/bubble-bakes', source_context: 'case-study:bubble-bakes' });
    expect(contactSchema.parse({ ...contact, source_page: '/faqs' }).source_page).toBe('/faqs');
  });

  it.each(['https://evil.example/x', '//evil.com', 'javascript:alert(1)', `/${'a'.repeat(300)}`])('drops %s silently: the request is still valid', (bad) => {
    const parsed = quoteSchema.safeParse({ ...quote, source_page: bad, source_context: bad });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ source_page: null, source_context: null });
    expect(contactSchema.safeParse({ ...contact, source_page: bad })).toMatchObject({ success: true, data: { source_page: null } });
  });

  it('treats missing fields as unknown', () => {
    expect(quoteSchema.parse(quote)).toMatchObject({ source_page: null, source_context: null });
    expect(contactSchema.parse(contact)).toMatchObject({ source_page: null, source_context: null });
  });
});
