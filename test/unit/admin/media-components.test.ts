// The media library's components as the server renders them: the public <MediaImage> (no client code) and the
// admin's <MediaPicker>, a plain form control.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { MediaImage } from '@/components/media/media-image';
import type { MediaItem } from '@/lib/media';

const HASH = '0123456789abcdef0123456789abcdef';
const item = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: '6f1c2a7e-0000-4000-8000-000000000001',
  hash: HASH,
  width: 1000,
  height: 750,
  alt: 'Two designers at a whiteboard',
  decorative: false,
  focalX: 0.25,
  focalY: 0.8,
  createdAt: '2026-11-26T10:00:00.000Z',
  filename: 'whiteboard.jpg',
  ...over,
});

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
/** Each radio button of a field: its value, and whether it is checked. */
const radios = (html: string, name: string) =>
  [...html.matchAll(/<input type="radio"([^>]*)\/>/g)].filter((m) => m[1].includes(` name="${name}"`)).map((m) => [/value="([^"]*)"/.exec(m[1])![1], m[1].includes('checked=""')]);

describe('<MediaImage>', () => {
  it('renders AVIF and WebP sources over every stored width, and a sized JPEG <img> with alt, lazy loading and the focal point', () => {
    const html = render(createElement(MediaImage, { media: item(), sizes: '(min-width: 992px) 400px, 100vw', className: 'cover' }));
    const srcset = (format: string) => [384, 640, 960, 1000].map((w) => `/media/${HASH}-${w}.${format} ${w}w`).join(', ');
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${srcset('avif')}" sizes="(min-width: 992px) 400px, 100vw"/>` +
        `<source type="image/webp" srcSet="${srcset('webp')}" sizes="(min-width: 992px) 400px, 100vw"/>` +
        `<img src="/media/${HASH}-960.jpg" srcSet="${srcset('jpg')}" sizes="(min-width: 992px) 400px, 100vw" width="1000" height="750" alt="Two designers at a whiteboard" loading="lazy" decoding="async" class="cover" style="object-position:25% 80%"/>` +
        '</picture>',
    );
  });

  it('gives a decorative image an empty alt, and a priority image eager loading at high priority', () => {
    const html = render(createElement(MediaImage, { media: item({ decorative: true, alt: 'left over' }), sizes: '100vw', priority: true }));
    expect(html).toContain('alt=""');
    expect(html).not.toContain('left over');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('has no client code: not a client component, and imports nothing but the shared media rules', () => {
    const source = readFileSync(path.resolve(__dirname, '../../../components/media/media-image.tsx'), 'utf8');
    expect(source).not.toMatch(/^\s*['"]use client['"]/m);
    expect([...source.matchAll(/from '([^']+)'/g)].map((m) => m[1])).toEqual(['@/lib/media']);
  });
});

describe('<MediaPicker>', () => {
  const media = [item(), item({ id: '6f1c2a7e-0000-4000-8000-000000000002', hash: 'f'.repeat(32), alt: '', filename: 'texture.png', decorative: true }), item({ id: '6f1c2a7e-0000-4000-8000-000000000003', alt: '', filename: 'untitled.jpg' })];

  it('is a fieldset of radio buttons named by the field, "No image" first, the value checked', () => {
    const html = render(createElement(MediaPicker, { name: 'coverImage', value: media[0].id, media, label: 'Cover image' }));
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Cover image<\/legend>/);
    expect(radios(html, 'coverImage')).toEqual([
      ['', false],
      [media[0].id, true],
      [media[1].id, false],
      [media[2].id, false],
    ]);
    expect(html).toContain('No image');
    expect(html).toContain(`/media/${HASH}-384.webp`); // a thumbnail beside each choice
    expect(html).toContain('Decorative: texture.png');
    expect(html).toContain('No alt text yet: add it before publishing.');
    expect(html).not.toMatch(/<script/);
  });

  it('checks "No image" when there is no value', () => {
    const html = render(createElement(MediaPicker, { name: 'coverImage', media, label: 'Cover image' }));
    expect(radios(html, 'coverImage').filter(([, checked]) => checked)).toEqual([['', true]]);
  });

  it('keeps a value that is not in the list as a checked choice of its own, so saving the form never drops it', () => {
    const html = render(createElement(MediaPicker, { name: 'coverImage', value: '6f1c2a7e-0000-4000-8000-000000000999', media, label: 'Cover image' }));
    expect(radios(html, 'coverImage').filter(([, checked]) => checked)).toEqual([['6f1c2a7e-0000-4000-8000-000000000999', true]]);
    expect(html).toMatch(/value="6f1c2a7e-0000-4000-8000-000000000999"\/>Keep the current image/);
  });
});
