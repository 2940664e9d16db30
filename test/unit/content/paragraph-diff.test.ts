import { describe, expect, it } from 'vitest';
import { SPECS } from '@/lib/content/collections';
import { diffFields, diffParagraphs } from '@/server/content/diff';

const text = (parts: { value: string }[]) => parts.map((part) => part.value).join('');

describe('diffParagraphs (issue 34: diffs show only the paragraphs that changed)', () => {
  const opening = 'Most of the world reaches the web on a slow phone over a slow network, every day.';
  const middle = 'Budgets keep a page honest.';
  const long = 'Set one budget per page and check it on every build, so that a page that grows past it fails the build before anyone ships it.';

  it('leaves out the paragraphs that did not change and keeps a few words of context around a change', () => {
    const older = [opening, middle, long].join('\n\n');
    const newer = [opening, middle, long.replace('every build', 'every single build')].join('\n\n');
    const paragraphs = diffParagraphs(older, newer, { context: 4 });
    expect(paragraphs).toHaveLength(1);
    const [changed] = paragraphs;
    expect(changed.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['single']);
    expect(changed.some((part) => part.removed)).toBe(false);
    expect(text(changed)).not.toContain('Most of the world');
    expect(changed[0]).toMatchObject({ cut: 'before' });
    expect(changed[0].value.startsWith('…')).toBe(true);
    expect(changed.at(-1)).toMatchObject({ cut: 'after' });
    expect(changed.at(-1)!.value.endsWith('…')).toBe(true);
    // four words either side of the change
    expect(changed[0].value.replace('…', '').trim().split(/\s+/)).toHaveLength(4);
    expect(changed.at(-1)!.value.replace('…', '').trim().split(/\s+/)).toHaveLength(4);
  });

  it('shows a paragraph only one version has as wholly added or wholly removed, never a word diff against another', () => {
    const older = [opening, middle].join('\n\n');
    expect(diffParagraphs(older, [opening, middle, 'A new closing line.'].join('\n\n'))).toEqual([[{ value: 'A new closing line.', added: true }]]);
    expect(diffParagraphs(older, opening)).toEqual([[{ value: middle, removed: true }]]);
  });

  it('marks added text as added and removed text as removed, each once, in the order they stand', () => {
    const [changed] = diffParagraphs('Designing for slow networks', 'Designing for slow connections', { split: 'none' });
    expect(changed).toEqual([{ value: 'Designing for slow ' }, { value: 'networks', removed: true }, { value: 'connections', added: true }]);
  });

  it('cuts a long unchanged stretch between two changes to its ends', () => {
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`);
    const older = ['A', ...words, 'B'].join(' ');
    const newer = ['a', ...words, 'b'].join(' ');
    const [changed] = diffParagraphs(older, newer, { context: 3 });
    const between = changed.find((part) => part.cut === 'middle');
    expect(between?.value).toBe(' w0 w1 w2 … w27 w28 w29 ');
  });

  it('is empty when nothing changed', () => {
    expect(diffParagraphs('Same.\n\nSame.', 'Same.\n\nSame.')).toEqual([]);
  });

  it('splits lists line by line', () => {
    expect(diffParagraphs('design\nresearch\nux', 'design\nresearch\nservice design', { split: 'lines' })).toEqual([[{ value: 'ux', removed: true }, { value: 'service design', added: true }]]);
  });
});

describe('diffFields', () => {
  it('names each changed field by its label, leaves unchanged ones out, and can be limited to some fields', () => {
    const spec = SPECS.posts;
    const older = { slug: 'two-editors', fields: { title: 'Two editors', summary: 'Once.', body: 'One body.\n\nKept paragraph.' } };
    const newer = { slug: 'two-editors', fields: { title: 'Two editors, one post', summary: 'Once.', body: 'Another body.\n\nKept paragraph.' } };
    const diffs = diffFields(spec, older, newer);
    expect(diffs.map((diff) => [diff.name, diff.label])).toEqual([
      ['title', 'Title'],
      ['body', 'Body'],
    ]);
    expect(diffs[1].paragraphs).toHaveLength(1);
    expect(text(diffs[1].paragraphs[0])).not.toContain('Kept paragraph');
    expect(diffFields(spec, older, newer, ['body']).map((diff) => diff.name)).toEqual(['body']);
    const [slug] = diffFields(spec, older, { ...newer, slug: 'one-post' }, ['slug']);
    expect(slug).toMatchObject({ name: 'slug', label: 'Slug' });
    expect(slug.paragraphs[0].filter((part) => !part.added).map((part) => part.value).join('')).toBe('two-editors');
    expect(slug.paragraphs[0].filter((part) => !part.removed).map((part) => part.value).join('')).toBe('one-post');
  });
});
