import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';

const hash = '0123456789abcdef0123456789abcdef';

describe('a media library image in a post body', () => {
  it('is drawn at its size, with every stored width in WebP, lazily', () => {
    const html = renderMarkdown(`Before.\n\n![A chart of load times](/media/${hash}-1280.webp#1280x720)`);
    const img = /<img [^>]+>/.exec(html)![0];
    expect(img).toContain(`src="/media/${hash}-1280.webp"`);
    expect(img).toContain(`srcset="/media/${hash}-384.webp 384w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, /media/${hash}-1280.webp 1280w"`);
    expect(img).toContain('width="1280"');
    expect(img).toContain('height="720"');
    expect(img).toContain('alt="A chart of load times"');
    expect(img).toContain('loading="lazy"');
  });

  it('any other image is drawn as before, and a library-looking address with a script in it is not taken as one', () => {
    expect(renderMarkdown('![x](/media/work/a.webp)')).toContain('<img src="/media/work/a.webp" alt="x" />');
    expect(renderMarkdown(`![x](/media/${hash}-1280.webp#1280x720"onerror="alert(1))`)).not.toMatch(/\sonerror=/);
  });
});
