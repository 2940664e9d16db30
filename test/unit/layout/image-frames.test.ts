import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from '@/components/ui/img';

const css = (file: string) => readFileSync(path.resolve(__dirname, '../../..', file), 'utf8');

describe('images in frames of their own shape', () => {
  it('a library image keeps its focal point in view (object-position), and an image without one says nothing', () => {
    const framed = renderToStaticMarkup(createElement(Img, { src: '/media/team/a.webp', width: 1280, height: 720, alt: 'Asha', focus: { x: 0.25, y: 0.4 } }));
    expect(framed).toContain('object-position:25% 40%');
    expect(framed).not.toContain('focus');
    expect(renderToStaticMarkup(createElement(Img, { src: '/media/team/a.webp', width: 480, height: 560, alt: 'Asha' }))).not.toContain('object-position');
  });

  it.each([
    ['team cards', 'components/about/talent-grid.module.css', '.person img', '480 / 560'],
    ['the talent carousel', 'components/home/talent-carousel.module.css', '.photo', '480 / 560'],
    ['portfolio tiles', 'components/work/work.module.css', '.tileImage img', '1600 / 1000'],
  ])('%s draw every image at one shape, cropped (a landscape photo leaves no gap)', (_, file, selector, ratio) => {
    const rule = css(file).split(`${selector} {`)[1].split('}')[0];
    expect(rule).toContain(`aspect-ratio: ${ratio}`);
    expect(rule).toContain('object-fit: cover');
  });
});
