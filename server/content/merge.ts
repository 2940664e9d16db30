import { isDeepStrictEqual } from 'node:util';

// Two people edit one item (issue 34). B saves from the revision B opened (the base) after A saved a newer one
// (theirs). Merged by field, as a three-way merge does by line: a field only one side changed keeps that side's
// value, a field both changed to the same value is that value, and only a field both changed differently is a
// conflict, which B settles field by field. The slug is a field like any other.

export type FieldValues = Record<string, unknown>;

export interface FieldMerge {
  /** every field's value where it is settled: theirs or mine as the rule says; for a conflict, theirs for now */
  merged: FieldValues;
  /** fields both sides changed, to different values */
  conflicts: string[];
  /** fields only they changed: kept from theirs */
  theirs: string[];
  /** fields only I changed: taken from mine */
  mine: string[];
}

export function mergeFields(base: FieldValues, theirs: FieldValues, mine: FieldValues): FieldMerge {
  const result: FieldMerge = { merged: {}, conflicts: [], theirs: [], mine: [] };
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
  for (const key of keys) {
    const changedByThem = !isDeepStrictEqual(theirs[key], base[key]);
    const changedByMe = !isDeepStrictEqual(mine[key], base[key]);
    if (changedByMe && !changedByThem) result.mine.push(key);
    else if (changedByThem && !changedByMe) result.theirs.push(key);
    else if (changedByMe && changedByThem && !isDeepStrictEqual(mine[key], theirs[key])) result.conflicts.push(key);
    const value = changedByMe && !changedByThem ? mine[key] : theirs[key];
    if (value !== undefined) result.merged[key] = value;
  }
  return result;
}
