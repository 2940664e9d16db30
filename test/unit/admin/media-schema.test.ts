// The media library's details (lib/validation/media.ts): alt text or the decorative mark, and a focal point in 0..1.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/validation/fields';
import { ALT_REQUIRED, mediaDetailsSchema } from '@/lib/validation/media';

const parse = (values: Record<string, string>) => mediaDetailsSchema.safeParse({ alt: '', decorative: '', focal_x: '', focal_y: '', ...values });

describe('media details', () => {
  it.each([
    ['alt text', { alt: '  A team at work  ' }, { alt: 'A team at work', decorative: false, focalX: 0.5, focalY: 0.5 }],
    ['the decorative mark (any alt text dropped)', { decorative: 'on', alt: 'ignored' }, { alt: '', decorative: true, focalX: 0.5, focalY: 0.5 }],
    ['a focal point', { alt: 'x', focal_x: '0', focal_y: '1' }, { alt: 'x', decorative: false, focalX: 0, focalY: 1 }],
    ['a focal point with decimals', { alt: 'x', focal_x: ' 0.25 ', focal_y: '.8' }, { alt: 'x', decorative: false, focalX: 0.25, focalY: 0.8 }],
  ])('accepts %s', (_, values, parsed) => {
    const result = parse(values);
    expect(result.success && result.data).toEqual(parsed);
  });

  it.each([
    ['neither alt text nor the decorative mark', {}, { alt: [ALT_REQUIRED] }],
    ['alt text of spaces only', { alt: '   ' }, { alt: [ALT_REQUIRED] }],
    ['alt text over 300 characters', { alt: 'a'.repeat(301) }, { alt: ['Keep the alt text to 300 characters or fewer.'] }],
    ['alt text on two lines', { alt: 'one\ntwo' }, { alt: ['Write the alt text on one line.'] }],
    ['a focal point past the edge', { alt: 'x', focal_x: '1.5', focal_y: '-0.1' }, { focal_x: ['The focal point across is a number from 0 to 1.'], focal_y: ['The focal point down is a number from 0 to 1.'] }],
    ['a focal point that is not a number', { alt: 'x', focal_x: 'left' }, { focal_x: ['Enter the focal point across as a number from 0 to 1.'] }],
  ])('refuses %s, with a message beside the field', (_, values, errors) => {
    const result = parse(values);
    expect(result.success).toBe(false);
    expect(!result.success && fieldErrors(result.error)).toEqual(errors);
  });
});
