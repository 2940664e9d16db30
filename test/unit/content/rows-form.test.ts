import { describe, expect, it } from 'vitest';
import { rowsOf, type CollectionSpec } from '@/lib/content/collections';
import { cellName, formNames, fromFormValues, removeRowName, rowsInUse, toFormValues } from '@/lib/content/form-values';
import { z } from '@/lib/validation/zod';

// A collection of its own, with a 'rows' field (the home page's counters have this shape).
const spec: CollectionSpec = {
  name: 'faqs',
  label: 'Test',
  singular: 'test',
  path: null,
  ordered: false,
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'counters', label: 'Counters', kind: 'rows', columns: [{ name: 'value', label: 'Value', kind: 'text' }, { name: 'label', label: 'Label', kind: 'text' }] },
  ],
};
const counters = [
  { value: '30+', label: 'Team members' },
  { value: '10+', label: 'Talent integrated' },
];

describe("a 'rows' field in the editor's form", () => {
  it('sends each row as its cells and a Remove box', () => {
    const values = toFormValues(spec, { title: 'x', counters });
    expect(values[cellName('counters', 1, 'label')]).toBe('Talent integrated');
    expect(formNames(spec, values)).toEqual(['title', cellName('counters', 0, 'value'), cellName('counters', 0, 'label'), removeRowName('counters', 0), cellName('counters', 1, 'value'), cellName('counters', 1, 'label'), removeRowName('counters', 1)]);
  });

  it('reads the rows back in order: trimmed, a removed one and empty ones left out, a filled new row added', () => {
    const values = {
      ...toFormValues(spec, { title: 'x', counters }),
      [cellName('counters', 0, 'value')]: ' 40+ ',
      [removeRowName('counters', 1)]: 'on',
      [cellName('counters', 2, 'value')]: '',
      [cellName('counters', 2, 'label')]: '',
      [cellName('counters', 3, 'value')]: '5',
      [cellName('counters', 3, 'label')]: 'Offices',
    };
    expect(formNames(spec, values)).toContain(cellName('counters', 3, 'label'));
    expect(fromFormValues(spec, values).counters).toEqual([
      { value: '40+', label: 'Team members' },
      { value: '5', label: 'Offices' },
    ]);
    expect(fromFormValues(spec, toFormValues(spec, { title: 'x', counters })).counters).toEqual(counters);
  });

  it('counts the rows in use, not the empty ones offered for adding that come back with a refused save', () => {
    const field = spec.fields[1];
    const values = { ...toFormValues(spec, { title: 'x', counters }), [cellName('counters', 2, 'value')]: '', [cellName('counters', 2, 'label')]: '', [cellName('counters', 3, 'value')]: ' ', [cellName('counters', 3, 'label')]: '' };
    expect(rowsInUse(field, values)).toBe(2);
    expect(rowsInUse(field, { ...values, [cellName('counters', 3, 'label')]: 'Offices' })).toBe(4);
  });

  it('is checked by its schema, which names the row count it allows', () => {
    const schema = rowsOf('Counters', 2, { value: z.string().min(1, 'Value is required.'), label: z.string() });
    expect(schema.safeParse(counters).success).toBe(true);
    expect(schema.safeParse([...counters, counters[0]]).error?.issues[0].message).toBe('Counters: at most 2 rows.');
    expect(schema.safeParse([{ value: '', label: 'x' }]).error?.issues[0].path).toEqual([0, 'value']);
  });
});
