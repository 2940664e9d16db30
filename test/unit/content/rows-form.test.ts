import { describe, expect, it } from 'vitest';
import { rowsOf, type CollectionSpec } from '@/lib/content/collections';
import { cellName, formFieldErrors, formNames, fromFormValues, keptRows, removeRowName, rowsInUse, toFormValues } from '@/lib/content/form-values';
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

// The studio names a row by its place among the rows saved; the form's rows are labelled by their place in the form,
// and a row ticked "Remove" or left empty before it is not saved. Before, "Row 6" was said of the row labelled 7,
// above the list, with no input marked.
describe("a message about a 'rows' field's row, as the form shows it", () => {
  const browse = Array.from({ length: 8 }, (_, index) => ({ value: `${index + 1}`, label: `Page ${index + 1}` }));
  const form = (change: Record<string, string>) => ({ ...toFormValues(spec, { title: 'x', counters: browse }), ...change });

  it('is at the cell of the form row it is about, numbered as labelled, when a row before it is ticked Remove', () => {
    const values = form({ [removeRowName('counters', 2)]: 'on' });
    expect(keptRows(spec.fields[1], values)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    // the studio's "saved row 5" is the form's row 7 (index 6)
    expect(formFieldErrors(spec, values, { 'counters.5.label': 'Label is required.' })).toEqual({ [cellName('counters', 6, 'label')]: ['Row 7: Label is required.'] });
  });

  it('is at the right cell when a row before it was emptied, and after rows offered for adding', () => {
    const values = form({ [cellName('counters', 1, 'value')]: ' ', [cellName('counters', 1, 'label')]: '', [cellName('counters', 8, 'value')]: '', [cellName('counters', 8, 'label')]: '', [cellName('counters', 9, 'value')]: '9' });
    expect(keptRows(spec.fields[1], values)).toEqual([0, 2, 3, 4, 5, 6, 7, 9]);
    expect(formFieldErrors(spec, values, { 'counters.1.value': 'Value is required.', 'counters.7.label': 'Label is required.' })).toEqual({
      [cellName('counters', 2, 'value')]: ['Row 3: Value is required.'],
      [cellName('counters', 9, 'label')]: ['Row 10: Label is required.'],
    });
  });

  it('keeps a message about the whole list, and any other field\'s, where it was; one about a whole row goes to its first cell', () => {
    const values = form({ [removeRowName('counters', 0)]: 'on' });
    expect(formFieldErrors(spec, values, { counters: 'Counters: at most 6 rows.', title: 'Title is required.', 'counters.0': 'Give a value or a label.' })).toEqual({
      counters: ['Counters: at most 6 rows.'],
      title: ['Title is required.'],
      [cellName('counters', 1, 'value')]: ['Row 2: Give a value or a label.'],
    });
  });

  it('reads the same rows as the save does', () => {
    const values = form({ [removeRowName('counters', 2)]: 'on', [cellName('counters', 4, 'value')]: '', [cellName('counters', 4, 'label')]: ' ' });
    const saved = fromFormValues(spec, values).counters as { value: string }[];
    expect(saved.map((row) => row.value)).toEqual(keptRows(spec.fields[1], values).map((index) => values[cellName('counters', index, 'value')]));
  });
});
