import { describe, expect, it } from 'vitest';
import { SPECS } from '@/lib/content/collections';
import { addName, altName, formNames, fromFormValues, removeAtName, toFormValues } from '@/lib/content/form-values';

const spec = SPECS['case-studies'];
const gallery = [
  { src: '/media/work/a.webp', width: 1600, height: 1000, alt: 'Built in' },
  { src: '/media/0123456789abcdef0123456789abcdef-1280.webp', width: 1280, height: 800, alt: 'From the library', mediaId: 'm-1' },
];

describe("a case study's gallery in the editor's form", () => {
  it('sends each image with its alt text and a Remove box, and an image to add from the library', () => {
    const values = toFormValues(spec, { images: gallery });
    expect(formNames(spec, values)).toEqual(expect.arrayContaining(['images', addName('images'), altName('images', 0), removeAtName('images', 0), altName('images', 1), removeAtName('images', 1)]));
  });

  it('keeps what is not removed (a library image takes the library’s alt text on the server) and adds the chosen one at the end', () => {
    const values = { ...toFormValues(spec, { images: gallery }), [altName('images', 0)]: ' Edited alt ', [removeAtName('images', 1)]: 'on', [addName('images')]: 'm-2' };
    expect(fromFormValues(spec, values).images).toEqual([
      { src: '/media/work/a.webp', width: 1600, height: 1000, alt: 'Edited alt' },
      { src: '/media/pending', width: 1, height: 1, alt: '', mediaId: 'm-2' },
    ]);
    const untouched = toFormValues(spec, { images: gallery });
    expect(fromFormValues(spec, untouched).images).toEqual([gallery[0], { ...gallery[1], alt: '' }]);
  });
});

describe("the line beside the editor's buttons", () => {
  it('says what the site shows after each answer', async () => {
    const { stateLine } = await import('@/components/admin/content/content-editor');
    expect(stateLine(undefined, undefined, false, null)).toBe('New: not saved yet.');
    expect(stateLine('x', 3, false, null)).toBe('Draft, revision 3: not on the site.');
    expect(stateLine('x', 3, true, 3)).toBe('Live: revision 3 is on the site.');
    expect(stateLine('x', 4, true, 3)).toBe('Revision 4: not on the site yet (it shows revision 3).');
  });
});
