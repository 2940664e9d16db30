import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';

const valid = { fullname: 'Ada Lovelace', email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.' };

const errorsFor = (input: Record<string, string>) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('contact schema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.safeParse({ ...valid, fullname: '  Ada Lovelace  ' });
    expect(result.success && result.data.fullname).toBe('Ada Lovelace');
  });

  it.each([
    ['fullname', '', 'Enter your full name.'],
    ['fullname', '   ', 'Enter your full name.'],
    ['fullname', 'x'.repeat(101), 'Keep your full name to 100 characters or fewer.'],
    ['fullname', 'Ada\r\nBcc: victim@example.com', 'Write your full name on one line, without line breaks.'],
    ['email', '', 'Enter your e-mail address.'],
    ['email', 'not-an-address', 'Enter a valid e-mail address, like name@example.com.'],
    ['email', 'ada@example.com\r\nBcc: victim@example.com', 'Enter a valid e-mail address, like name@example.com.'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Keep your e-mail address to 254 characters or fewer.'],
    ['phonenumber', '', 'Enter your phone number.'],
    ['phonenumber', '12', 'Enter a valid phone number, with the country code if you are outside the US (for example +91 98765 43210).'],
    ['phonenumber', '+91 12345', 'Enter a valid phone number, with the country code if you are outside the US (for example +91 98765 43210).'],
    ['howhelp', '', 'Enter how we can help.'],
    ['howhelp', 'x'.repeat(5001), 'Keep how we can help to 5000 characters or fewer.'],
  ])('%s = %j is refused: %s', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it.each(['+91 98765 43210', '(415) 555-0132', '+44 20 7946 0958', '+1-415-555-0132'])('accepts the phone number %s', (phone) => {
    expect(errorsFor({ ...valid, phonenumber: phone })).toEqual({});
  });

  it('keeps every message when several fields fail', () => {
    expect(Object.keys(errorsFor({ fullname: '', email: '', phonenumber: '', howhelp: '' })).sort()).toEqual(['email', 'fullname', 'howhelp', 'phonenumber']);
  });

  it('keeps script tags verbatim: escaping happens where they are shown', () => {
    const result = contactSchema.safeParse({ ...valid, howhelp: '<script>alert(1)</script>' });
    expect(result.success && result.data.howhelp).toBe('<script>alert(1)</script>');
  });
});
