import { describe, expect, it } from 'vitest';
import { consentDocuments, consentParts, consentText, consentWordings } from '@/content/consent';
import { privacyPolicy, termsOfUse } from '@/content/legal';
import { choiceField, parseChoiceField } from '@/lib/consent';
import { legalVersion, versionOf } from '@/lib/legal-version';
import { parseReference, REFERENCE_ALPHABET } from '@/lib/reference';
import { newReference } from '@/lib/new-reference';

describe('reference numbers', () => {
  it('are NV, the kind and five characters no one mixes up', () => {
    for (let i = 0; i < 500; i++) {
      expect(newReference('quote')).toMatch(/^NV-Q-[23456789ABCDEFGHJKMNPQRSTWXYZ]{5}$/);
    }
    expect(newReference('contact')).toMatch(/^NV-C-/);
    expect(newReference('application')).toMatch(/^NV-A-/);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOUV]/);
  });

  it('differ from one another', () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newReference('quote')));
    expect(drawn.size).toBeGreaterThan(1995); // 2,000 of ~20 million: a clash or two at most
  });

  it('are read back however a person types them', () => {
    for (const typed of ['NV-Q-7K3P9', 'nv-q-7k3p9', 'NVQ7K3P9', ' nv q 7k3p9 ', 'NV–Q–7K3P9']) expect(parseReference(typed)).toBe('NV-Q-7K3P9');
    for (const other of ['7K3P9', 'NV-X-7K3P9', 'NV-Q-7K3P', 'NV-Q-7K3P90', 'NV-Q-7K3PO', 'hello world', '']) expect(parseReference(other)).toBeNull();
  });
});

describe('consent wordings', () => {
  it('name the legal pages they link, and read as plain text in the ledger', () => {
    expect(consentDocuments(consentWordings.quote.text)).toEqual(['privacy-policy', 'terms-of-use']);
    expect(consentText(consentWordings.quote.text)).toBe('I agree to the privacy policy and the terms of use, and to being contacted about my request.');
    expect(consentParts(consentWordings.contact.text).filter((part) => 'link' in part)).toEqual([
      { link: 'privacy-policy', text: 'privacy policy' },
      { link: 'terms-of-use', text: 'terms of use' },
    ]);
    for (const form of ['contact', 'quote', 'application'] as const) expect(consentText(consentWordings[form].text)).not.toMatch(/[{}]/);
  });
});

describe('legal page versions', () => {
  it('come from the text itself: any change to a page gives a new version, its date stays the effective date', () => {
    const now = legalVersion('privacy-policy');
    expect(now).toEqual({ slug: 'privacy-policy', version: expect.stringMatching(/^[0-9a-f]{12}$/), date: privacyPolicy.effective, title: privacyPolicy.title, text: expect.stringContaining('Who we are'), source: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // the text as shown: the company's facts filled in, no token left
    expect(now.text).toContain('410 Fayetteville Street, Suite 1200, Raleigh, NC 27601, United States');
    expect(now.text).not.toMatch(/\{(?:brand|phone|email\.\w+|office\.\w+\.address)\}/);
    expect(versionOf(privacyPolicy)).toEqual(now);
    const edited = { ...privacyPolicy, sections: [...privacyPolicy.sections.slice(0, -1), { ...privacyPolicy.sections.at(-1)!, paragraphs: ['A changed paragraph.'] }] };
    expect(versionOf(edited).version).not.toBe(now.version);
    expect(versionOf({ ...privacyPolicy, effective: '2027-01-01' })).toMatchObject({ date: '2027-01-01' });
    expect(legalVersion('terms-of-use').version).not.toBe(now.version);
    expect(legalVersion('terms-of-use').date).toBe(termsOfUse.effective);
  });
});

describe('the cookie choice a form carries', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('round-trips and carries no identifier', () => {
    const field = choiceField({ choice: 'declined', at: '2026-11-20T09:30:00.000Z' });
    expect(field).toBe('declined@2026-11-20T09:30:00.000Z');
    expect(parseChoiceField(field, now)).toEqual({ choice: 'declined', at: '2026-11-20T09:30:00.000Z' });
  });

  it('is ignored when malformed or dated in the future', () => {
    for (const bad of [undefined, '', 'accepted', 'maybe@2026-11-20T09:30:00.000Z', 'accepted@2026-13-45T99:00:00Z', 'accepted@2027-01-01T00:00:00.000Z', 'accepted@2026-11-20T09:30:00.000Z;x']) {
      expect(parseChoiceField(bad, now)).toBeNull();
    }
  });
});
