import { describe, expect, it } from 'vitest';
import { SPECS } from '@/lib/content/collections';
import { fieldWarnings, warningsMessage } from '@/lib/content/warnings';

const labels = Object.fromEntries(SPECS.company.fields.map((field) => [field.name, field.label]));
const company = (phoneDisplay: string, phoneTel: string) => fieldWarnings('company', { title: 'Navyug', phoneDisplay, phoneTel });

describe('the warnings a save lets through', () => {
  it('warns when the phone shown is not the number dialled, beside Phone (display) and in the message', () => {
    const warnings = company('+1 (555) 010-0299', '+15550100199');
    expect(warnings).toEqual({ phoneDisplay: ['The number shown reads as +15550100299, but Phone (dialled) is +15550100199: a visitor who reads it and one who taps it reach different phones. Correct whichever is wrong.'] });
    expect(warningsMessage(warnings, labels)).toBe('Check Phone (display): the number shown reads as +15550100299, but Phone (dialled) is +15550100199: a visitor who reads it and one who taps it reach different phones. Correct whichever is wrong.');
  });

  it.for([
    ['+1 (555) 010-0199', '+15550100199'],
    ['+1 555 010 0199', '+15550100199'],
    ['(555) 010-0199', '+15550100199'], // without its country code: read in the dialled number's country
    ['+91 79 4000 1234', '+917940001234'],
    ['079 4000 1234', '+917940001234'],
    ['+44 20 7946 0000', '+442079460000'],
  ])('says nothing when %s is %s', ([display, tel]) => {
    expect(company(display, tel)).toEqual({});
  });

  it('warns when the phone shown does not read as a number at all', () => {
    expect(company('Call our office', '+15550100199').phoneDisplay?.[0]).toMatch(/^The number shown does not read as a phone number/);
  });

  it('leaves a malformed dialled number to the refusal, and other collections alone', () => {
    expect(company('+1 (555) 010-0299', '+1 555 0100')).toEqual({});
    expect(fieldWarnings('posts', { phoneDisplay: '+1 (555) 010-0299', phoneTel: '+15550100199' })).toEqual({});
    expect(warningsMessage({}, labels)).toBe('');
  });
});
