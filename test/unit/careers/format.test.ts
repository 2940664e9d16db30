import { describe, expect, it } from 'vitest';
import { formatExperience, formatSalary, formatSalaryWithCode } from '@/lib/format';
import { formatPosted } from '@/lib/relative-time';

describe('salary on job cards (per year)', () => {
  it.each([
    ['INR', 600000, 1200000, '₹6,00,000 - ₹12,00,000'],
    ['USD', 95000, 130000, '$95,000 - $130,000'],
    ['EUR', 50000, 60000, '$50,000 - $60,000'], // the specification: the dollar sign for anything but INR
    ['INR', 900000, 900000, '₹9,00,000'],
    ['USD', 60000, null, '$60,000'],
    ['USD', null, null, 'Salary on request'],
    ['INR', 1500000, 900000, '₹9,00,000 - ₹15,00,000'], // reversed bounds are put in order
  ] as const)('%s %s–%s reads %s', (currency, from, to, text) => {
    expect(formatSalary(currency, from, to)).toBe(text);
  });

  it('prints the currency code on the details page', () => {
    expect(formatSalaryWithCode('INR', 1800000, 2800000)).toBe('INR 18,00,000 - 28,00,000');
    expect(formatSalaryWithCode('USD', 60000, 60000)).toBe('USD 60,000');
    expect(formatSalaryWithCode(null, null, null)).toBe('Salary on request');
  });
});

describe('experience', () => {
  it.each([
    [2, 4, '2 to 4 Years'],
    [3, 3, '3 Years'],
    [1, 1, '1 Year'],
    [0, 2, '0 to 2 Years'],
    [null, 5, '5 Years'],
    [null, null, 'Any experience'],
  ] as const)('%s to %s reads %s', (from, to, text) => {
    expect(formatExperience(from, to)).toBe(text);
  });
});

describe('posted time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-09-25T00:00:00Z', 'about 2 months ago'],
    ['2026-09-10T12:00:00Z', '2 months ago'],
    ['2026-11-13T12:00:00Z', '9 days ago'],
    ['2026-11-22T11:59:50Z', 'less than a minute ago'],
    ['2025-11-01T00:00:00Z', 'about 1 year ago'],
    ['2026-12-01T00:00:00Z', 'just now'],
    ['not a date', 'recently'],
  ])('%s reads %s', (createdAt, text) => {
    expect(formatPosted(createdAt, now)).toBe(text);
  });
});
