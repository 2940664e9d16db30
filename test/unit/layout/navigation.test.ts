import { describe, expect, it } from 'vitest';
import { footerColumns, headerCta, headerLinks } from '@/content/navigation';
import { isActivePath } from '@/lib/active-path';
import { lifePath, site } from '@/content/site';

describe('header', () => {
  it('links Home, About, Services, Industries, Work and Let’s Talk in order', () => {
    expect(headerLinks.map((link) => link.href)).toEqual(['/', '/about-us', '/services', '/industries', '/work']);
    expect(headerCta).toEqual({ href: '/contact-us', label: "Let's Talk" });
  });

  it.each([
    ['/', '/', true],
    ['/', '/about-us', false],
    ['/services', '/services', true],
    ['/work', '/work/anything', true],
    ['/work', '/workshop', false],
  ])('link %s is active on %s: %s', (href, pathname, active) => {
    expect(isActivePath(href, pathname)).toBe(active);
  });
});

describe('footer', () => {
  it('has the three columns with every link of the specification, and the blog', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Our Stuff', 'Good Stuff', 'Site Information']);
    expect(footerColumns.flatMap((column) => column.links.map((link) => link.href))).toEqual([
      '/about-us', '/services', '/industries', '/work', '/contact-us', '/get-quote', '/career', '/faqs', '/blog',
      lifePath, '/terms-of-use', '/privacy-policy', '/disclaimer', '/copyright', '/cookie-policy',
    ]);
  });

  it('marks /career as Hiring', () => {
    const career = footerColumns.flatMap((column) => column.links).find((link) => link.href === '/career');
    expect(career?.badge).toBe('Hiring');
  });

  it('derives the life page from the brand', () => {
    expect(lifePath).toBe(`/life-${site.brand.toLowerCase()}`);
    expect(lifePath).toBe('/life-navyug');
  });
});
