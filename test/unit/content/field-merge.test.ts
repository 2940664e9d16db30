import { describe, expect, it } from 'vitest';
import { mergeFields } from '@/server/content/merge';

const base = { title: 'Shipping a design system', summary: 'How we did it.', body: 'First words.', tags: ['design'], cover: { src: '/a.avif', alt: 'A' }, slug: 'shipping' };

describe('a three-way merge by field', () => {
  it('keeps their title and my summary and body, with no conflict, when each changed different fields', () => {
    const theirs = { ...base, title: 'Shipping a design system, twice' };
    const mine = { ...base, summary: 'How we did it, and why.', body: 'Better words.' };
    const merge = mergeFields(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toEqual({ ...base, title: 'Shipping a design system, twice', summary: 'How we did it, and why.', body: 'Better words.' });
    expect(merge.theirs).toEqual(['title']);
    expect(merge.mine).toEqual(['summary', 'body']);
  });

  it('reports only a field both changed differently as a conflict; the same change on both sides is no conflict', () => {
    const theirs = { ...base, body: 'Their words.', tags: ['design', 'systems'], slug: 'design-systems' };
    const mine = { ...base, body: 'My words.', tags: ['design', 'systems'], title: 'Mine' };
    const merge = mergeFields(base, theirs, mine);
    expect(merge.conflicts).toEqual(['body']);
    expect(merge.merged).toMatchObject({ title: 'Mine', tags: ['design', 'systems'], slug: 'design-systems', body: 'Their words.' });
  });

  it('compares lists and images by value, and a field removed on one side counts as a change', () => {
    const theirs = { ...base, cover: { src: '/a.avif', alt: 'A' } }; // a new object, the same value
    const { cover: _cover, ...mine } = base; // I removed the cover
    const merge = mergeFields(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(merge.mine).toEqual(['cover']);
    expect('cover' in merge.merged).toBe(false);
  });
});
