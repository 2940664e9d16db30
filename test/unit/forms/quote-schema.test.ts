import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/validation/fields';
import { BUDGETS, HEAR_ABOUT, OTHER_CHOICES, PROJECT_TYPES, TALENTS, TIMELINES } from '@/lib/validation/options';
import { quoteSchema } from '@/lib/validation/quote';

const valid = {
  fullname: 'Grace Hopper',
  address: 'grace@example.com',
  companyname: 'Hopper & Co',
  phonenumber: '+91 98765 43210',
  projecttype: 'webdevelopment',
  budget: '5000-10000',
  timeline: '1-3months',
  talent: 'developer',
  hear: 'referral',
  privacy: 'on',
};

const errorsFor = (input: Record<string, string>) => {
  const result = quoteSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('quote schema', () => {
  it('has the option values of the specification', () => {
    expect(PROJECT_TYPES.map((o) => o.value)).toEqual(['webdevelopment', 'branding', 'contentcreation', 'other-projecttype']);
    expect(BUDGETS.map((o) => o.value)).toEqual(['5000', '5000-10000', '10000-20000', 'more-20000']);
    expect(BUDGETS[0].label).toBe('Less than $5,000');
    expect(TIMELINES.map((o) => o.value)).toEqual(['asap', '1-3months', '3-6 months', 'over6months']);
    expect(TALENTS.map((o) => o.value)).toEqual([
      'designer', 'developer', 'writer', 'marketeer', 'illustrator', 'animator', 'photographer', 'content-creator',
      'account-manager', 'creative-consultant', 'brand-strategist', '3d-artist', 'other-talent',
    ]);
    expect(HEAR_ABOUT.map((o) => o.value)).toEqual(['referral', 'online-search', 'social-media', 'other-hear']);
  });

  it("names each select's Other choice, and only those, with a value starting 'other-' (the form's CSS shows its box by that)", () => {
    const others = Object.values(OTHER_CHOICES).map((c) => c.other);
    const starting = [PROJECT_TYPES, BUDGETS, TIMELINES, TALENTS, HEAR_ABOUT].flat().filter((o) => o.value.startsWith('other-')).map((o) => o.value);
    expect(starting.sort()).toEqual([...others].sort());
  });

  it('accepts a complete request with comments optional', () => {
    expect(errorsFor(valid)).toEqual({});
    expect(errorsFor({ ...valid, comments: '' })).toEqual({});
  });

  it.each([
    ['fullname', '', 'Enter your full name.'],
    ['address', 'nope', 'Enter a valid e-mail address, like name@example.com.'],
    ['companyname', '', 'Enter your company name.'],
    ['companyname', 'x'.repeat(151), 'Keep your company name to 150 characters or fewer.'],
    ['phonenumber', 'call me', 'Enter a valid phone number, with the country code if you are outside the US (for example +91 98765 43210).'],
    ['projecttype', '', 'Choose a project type.'],
    ['projecttype', 'rocket-science', 'Choose a project type.'],
    ['budget', '1000000', 'Choose a budget.'],
    ['timeline', 'yesterday', 'Choose a timeline.'],
    ['talent', '', 'Choose the talent you prefer.'],
    ['hear', 'tv', 'Tell us how you heard about us.'],
    ['privacy', '', 'Agree to the privacy policy so we can reply to you.'],
    ['comments', 'x'.repeat(5001), 'Keep your comments to 5000 characters or fewer.'],
  ])('%s = %j is refused: %s', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it('refuses a request without the privacy consent at all', () => {
    const { privacy: _omitted, ...withoutConsent } = valid;
    expect(errorsFor(withoutConsent).privacy).toEqual(['Agree to the privacy policy so we can reply to you.']);
  });

  const selects = Object.entries(OTHER_CHOICES) as [keyof typeof OTHER_CHOICES, (typeof OTHER_CHOICES)[keyof typeof OTHER_CHOICES]][];
  const messages = { projecttypeother: 'Enter your project type.', talentother: 'Enter the talent you need.', hearother: 'Enter how you heard about us.' };

  // Every combination of the three selects on 'Other' or not, with the text given or missing.
  const combos = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((mask) => [true, false].map((given) => ({ mask, given })));
  it.each(combos)('other-choice combination %j', ({ mask, given }) => {
    const input: Record<string, string> = { ...valid };
    selects.forEach(([select, { other, field }], i) => {
      if (mask & (1 << i)) input[select] = other;
      if (given) input[field] = `my own ${field}`;
    });
    const result = quoteSchema.safeParse(input);
    const errors = result.success ? {} : fieldErrors(result.error);
    selects.forEach(([select, { field }], i) => {
      const onOther = Boolean(mask & (1 << i));
      if (onOther && !given) expect(errors[field]).toEqual([messages[field]]);
      else expect(errors[field]).toBeUndefined();
      if (result.success) {
        // text for a select not on 'Other' is dropped, never stored
        expect(result.data[field as 'projecttypeother']).toBe(onOther ? `my own ${field}` : undefined);
        expect(result.data[select]).toBe(input[select]);
      }
    });
  });

  it('reports a missing Other text together with every other problem', () => {
    const errors = errorsFor({ talent: 'other-talent', hear: 'other-hear' });
    expect(errors.talentother).toEqual(['Enter the talent you need.']);
    expect(errors.hearother).toEqual(['Enter how you heard about us.']);
    expect(errors.fullname).toEqual(['Enter your full name.']);
  });

  it('refuses an over-long or multi-line other text', () => {
    expect(errorsFor({ ...valid, talent: 'other-talent', talentother: 'x'.repeat(201) }).talentother).toEqual(['Keep the talent you need to 200 characters or fewer.']);
    expect(errorsFor({ ...valid, hear: 'other-hear', hearother: 'a\nb' }).hearother).toEqual(['Write how you heard about us on one line, without line breaks.']);
  });
});
