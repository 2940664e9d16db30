import { describe, expect, it } from 'vitest';
import { shareImageOf, toCaseStudy } from '@/server/content/public';
import { seedItems } from '@/server/content/seed';

const hash = 'a'.repeat(32);

describe("a case study's share image (Open Graph) when staff chose none", () => {
  it("is its library cover's JPEG, at most 1280 wide, at the cover's proportions, with its alt text", () => {
    expect(shareImageOf({ src: `/media/${hash}-1920.webp`, width: 1920, height: 1080, alt: 'A dashboard on a laptop', mediaId: 'm1' })).toEqual({ src: `/media/${hash}-1280.jpg`, width: 1280, height: 720, alt: 'A dashboard on a laptop' });
    expect(shareImageOf({ src: `/media/${hash}-900.webp`, width: 900, height: 600, alt: 'Small', mediaId: 'm2' })).toEqual({ src: `/media/${hash}-900.jpg`, width: 900, height: 600, alt: 'Small' });
  });

  it('is a cover from outside the library as it is when a JPEG or PNG, else the portfolio page’s', () => {
    expect(shareImageOf({ src: '/media/work/x.png', width: 1200, height: 630, alt: 'X' }).src).toBe('/media/work/x.png');
    expect(shareImageOf({ src: '/media/work/x.avif', width: 1200, height: 630, alt: 'X' }).src).toBe('/media/og/work.png');
  });

  it('a new case study without one gets its cover; one with its own keeps it', () => {
    const seeded = seedItems().find((item) => item.collection === 'case-studies')!;
    const fields = { ...(seeded.fields as Parameters<typeof toCaseStudy>[1]), cover: { src: `/media/${hash}-1920.webp`, width: 1920, height: 1280, alt: 'Cover' } };
    expect(toCaseStudy('new-one', { ...fields, ogImage: undefined }).seo.image?.src).toBe(`/media/${hash}-1280.jpg`);
    expect(toCaseStudy('new-one', fields).seo.image?.src).toBe('/media/og/work.png'); // the seed's own choice
  });
});
