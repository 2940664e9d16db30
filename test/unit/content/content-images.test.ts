// An item's images as the studio's schemas accept them: a path on this site only (an Open Graph image at
// `//host/x` would put another site's picture, or a tracker, in every share of the page).
import { describe, expect, it } from 'vitest';
import { postSchema } from '@/lib/content/collections';

const post = (src: string) => postSchema.safeParse({ title: 'T', body: 'B', ogImage: { src, width: 1200, height: 630, alt: 'A' } });

describe('an Open Graph image', () => {
  it.each([
    ['another site without a scheme', '//evil.example/x.png'],
    ['a backslash that browsers read as a slash', '/\\evil.example/x.png'],
    ['three slashes', '///evil.example/x.png'],
    ['an absolute URL', 'https://evil.example/x.png'],
    ['a relative path', 'media/x.webp'],
  ])('refuses %s, naming the field', (_, src) => {
    const result = post(src);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['ogImage', 'src'], message: expect.stringContaining('this site') });
  });

  it.each(['/media/0123456789abcdef0123456789abcdef-1200.webp', '/media/blog/cover.webp'])('accepts the site path %s', (src) => {
    expect(post(src).success).toBe(true);
  });
});
