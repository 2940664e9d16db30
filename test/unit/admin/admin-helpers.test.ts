import { describe, expect, it } from 'vitest';
import { inboxSearch, parseInboxQuery } from '@/lib/admin/inbox-filter';
import { neutralise } from '@/lib/admin/csv';
import { mayUse } from '@/lib/admin/roles';
import { safeNext } from '@/server/auth/session';
import { addressKey } from '@/server/serving/client-address.mts';

describe('CSV cells', () => {
  it.for([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1 415 555 0132', `'+1 415 555 0132`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['a=b', 'a=b'],
  ])('%j is written as %j', ([input, output]) => {
    expect(neutralise(input)).toBe(output);
  });
  it('writes numbers and empty values plainly', () => {
    expect([neutralise(3), neutralise(null), neutralise(undefined)]).toEqual(['3', '', '']);
  });
});

describe('where the login sends you back to', () => {
  it.for([
    ['/admin/leads/abc', '/admin/leads/abc'],
    ['/admin?status=new&q=ada', '/admin?status=new&q=ada'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/admin//evil.example', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login?next=/admin', '/admin'],
    [undefined, '/admin'],
  ])('%j → %j', ([next, back]) => {
    expect(safeNext(next)).toBe(back);
  });
});

describe('inbox filters in the URL', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(parseInboxQuery({ kind: 'quote', status: 'bogus', from: '2026-02-30x', to: '2026-03-01', q: '  ada  ', page: '3' })).toEqual({ kind: 'quote', status: undefined, from: undefined, to: '2026-03-01', q: 'ada', page: 3 });
    expect(parseInboxQuery({ page: '-4' }).page).toBe(1);
    expect(parseInboxQuery({ kind: ['contact', 'quote'] }).kind).toBe('contact');
  });
  it('writes a view back as a query string without empty parts', () => {
    expect(inboxSearch({ kind: 'contact', q: 'a b', page: 1 })).toBe('?kind=contact&q=a+b');
    expect(inboxSearch({ page: 2 })).toBe('?page=2');
    expect(inboxSearch({})).toBe('');
  });
});

describe('the address the admin sign-in limits count', () => {
  it.for([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['unknown', 'unknown'],
    [null, 'unknown'],
  ])('%j counts as %j', ([ip, key]) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('which console links a role is shown (lib/admin/roles.ts)', () => {
  it.for([
    ['editor', '/admin/account', true],
    ['editor', '/admin/content', true],
    ['editor', '/admin/content/posts/new', true],
    ['editor', '/admin/media?page=2', true],
    ['editor', '/admin/analytics', true],
    ['editor', '/admin', false],
    ['editor', '/admin/leads/1', false],
    ['editor', '/admin/outbox', false],
    ['editor', '/admin/audit', false],
    ['editor', '/admin/contentious', false], // a prefix of a word is not the section
    ['editor', '/admin/accounts', false],
    ['owner', '/admin/outbox', true],
    ['owner', '/admin/content', true],
  ] as const)('%s, %s: %s', ([role, path, shown]) => {
    expect(mayUse(role, path)).toBe(shown);
  });
});
