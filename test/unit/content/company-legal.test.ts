import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from '@/content/legal';
import { seedFacts } from '@/lib/company-facts';
import { companySchema, FLAG_CODES, SCHEMAS, SPECS } from '@/lib/content/collections';
import { legalVersion, liveLegalVersion } from '@/lib/legal-version';
import { seedItems } from '@/server/content/seed';
import { toFacts } from '@/server/content/public';

const company = () => seedItems().find((item) => item.collection === 'company')!;
const errorsOf = (fields: Record<string, unknown>) => {
  const parsed = companySchema.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the Company collection', () => {
  it('is seeded with content/site.ts exactly, and reads back as the same facts', () => {
    expect(company().slug).toBe('company');
    expect(toFacts(company().fields as never)).toEqual(seedFacts);
    expect(SPECS.company).toMatchObject({ access: 'owner', fixed: true });
    expect(SPECS.company.fields.map((field) => field.label)).toEqual(['Brand name', 'Phone (display)', 'Phone (dialled)', 'General e-mail', 'Careers e-mail', 'Privacy e-mail', 'Addresses', 'Social links']);
  });

  it('refuses a dialled phone that is not + and 8-15 digits, an e-mail that is not one, a country code that is none, a link that is not https', () => {
    const fields = company().fields as Record<string, unknown>;
    expect(errorsOf(fields)).toEqual([]);
    expect(errorsOf({ ...fields, phoneTel: '+1 555 0100' })[0]).toMatch(/^phoneTel: Phone \(dialled\) is "\+"/);
    expect(errorsOf({ ...fields, phoneTel: '+1234567' })).toHaveLength(1);
    expect(errorsOf({ ...fields, phoneTel: '+1234567890123456' })).toHaveLength(1);
    expect(errorsOf({ ...fields, emailPrivacy: 'privacy at example' })[0]).toMatch(/^emailPrivacy: Privacy e-mail must be an e-mail address/);
    // every country is one (it has its flag), but a code that names none is refused, the United Kingdom's common slip named
    expect(errorsOf({ ...fields, addresses: [{ country: 'France', countryCode: 'FR', lines: 'Paris' }, { country: 'UK', countryCode: 'GB', lines: 'London' }] })).toEqual([]);
    expect(errorsOf({ ...fields, addresses: [{ country: 'UK', countryCode: 'UK', lines: 'London' }] })).toEqual(['addresses.0.countryCode: Country code: not a country’s two-letter ISO code. Use e.g. US, IN, GB (the United Kingdom, not UK) or DE.']);
    expect(errorsOf({ ...fields, addresses: [{ country: 'Nowhere', countryCode: 'ZZ', lines: 'x' }] })).toHaveLength(1);
    expect(errorsOf({ ...fields, addresses: [{ country: 'USA', countryCode: 'USA', lines: 'x' }] })[0]).toMatch(/two letters/);
    // an office's own phone: dialled, or none
    expect(errorsOf({ ...fields, addresses: [{ country: 'USA', countryCode: 'US', lines: 'x', phone: '+1 555 0100' }] })).toEqual(['addresses.0.phone: Phone (dialled) is "+" and then 8 to 15 digits, without spaces, e.g. +15550100199, or empty.']);
    expect(companySchema.parse({ ...fields, addresses: [{ country: 'USA', countryCode: 'US', lines: 'x' }] }).addresses[0].phone).toBe('');
    expect(errorsOf({ ...fields, addresses: [] })[0]).toMatch(/at least one address/);
    expect(errorsOf({ ...fields, social: [{ label: 'X', href: 'http://x.example' }] })[0]).toMatch(/social\.0\.href: Address must be an https:\/\//);
    expect(errorsOf({ ...fields, social: [{ label: 'X', href: 'javascript:alert(1)' }] })).toHaveLength(1);
    // a lower-case code is taken as the code
    expect(companySchema.parse({ ...fields, addresses: [{ country: 'India', countryCode: 'in', lines: 'A\nB' }] }).addresses[0].countryCode).toBe('IN');
  });

  it('allows exactly the country codes with a flag file in public/media/flags: every ISO 3166-1 country', () => {
    const files = readdirSync(path.join(process.cwd(), 'public/media/flags')).map((file) => file.replace(/\.svg$/, '').toUpperCase());
    expect([...FLAG_CODES].sort()).toEqual(files.sort());
    // the 249 countries of ISO 3166-1, and Kosovo (XK), which has no code there but a flag and offices
    expect(FLAG_CODES).toHaveLength(250);
    for (const code of ['US', 'IN', 'GB', 'DE', 'FR', 'JP', 'BR', 'AE', 'SG', 'ZA', 'XK']) expect(FLAG_CODES).toContain(code);
  });

  it('seeds each office its own phone: the US office the company number, the India office none (the seed has no Indian number)', () => {
    const addresses = (company().fields as { addresses: { countryCode: string; phone: string }[] }).addresses;
    expect(addresses.map((address) => [address.countryCode, address.phone])).toEqual([
      ['US', '+15550100199'],
      ['IN', ''],
    ]);
    // a company item saved before offices had a phone reads back with none
    const { addresses: stored, ...rest } = company().fields as { addresses: Record<string, string>[] };
    expect(toFacts({ ...rest, addresses: stored.map(({ phone: _phone, ...office }) => office) } as never).addresses.map((office) => office.phone)).toEqual(['', '']);
  });
});

describe('the Legal collection and its versions', () => {
  it('seeds the five legal pages, each with its effective date and Markdown body', () => {
    const legal = seedItems().filter((item) => item.collection === 'legal');
    expect(legal.map((item) => item.slug)).toEqual(legalDocuments.map((doc) => doc.slug));
    for (const item of legal) expect(SCHEMAS.legal.parse(item.fields)).toEqual(item.fields);
    expect(SPECS.legal).toMatchObject({ access: 'owner', fixed: true });
  });

  it('gives the seed, unchanged, the version the code gave it; a change is a new version, the same text the same one', () => {
    for (const item of seedItems().filter((each) => each.collection === 'legal')) {
      const slug = item.slug as (typeof legalDocuments)[number]['slug'];
      const fields = item.fields as { title: string; effective: string; body: string };
      expect(liveLegalVersion(slug, fields, seedFacts)).toEqual(legalVersion(slug));
      const edited = liveLegalVersion(slug, { ...fields, body: `${fields.body}\nOne more sentence.\n` }, seedFacts);
      expect(edited.version).toMatch(/^[0-9a-f]{12}$/);
      expect(edited.version).not.toBe(legalVersion(slug).version);
      expect(liveLegalVersion(slug, { ...fields, body: `${fields.body}\nOne more sentence.\n` }, seedFacts)).toEqual(edited);
      expect(liveLegalVersion(slug, { ...fields, effective: '2027-01-01' }, seedFacts)).toMatchObject({ date: '2027-01-01' });
      expect(liveLegalVersion(slug, { ...fields, effective: '2027-01-01' }, seedFacts).version).not.toBe(legalVersion(slug).version);
    }
  });

  it('is a new version when a company fact the text shows changes', () => {
    const item = seedItems().find((each) => each.slug === 'privacy-policy')!;
    const fields = item.fields as { title: string; effective: string; body: string };
    const moved = { ...seedFacts, email: { ...seedFacts.email, privacy: 'dpo@navyug.example' } };
    expect(liveLegalVersion('privacy-policy', fields, moved).version).not.toBe(legalVersion('privacy-policy').version);
  });
});

describe('office placeholders in legal texts (issue 52)', () => {
  it('are part of the one list of known tokens, one per office the facts hold', async () => {
    const { knownTokens } = await import('@/lib/company-facts');
    expect(knownTokens(seedFacts, { legal: true })).toEqual(['{brand}', '{email.hello}', '{email.hr}', '{email.privacy}', '{phone}', '{office.us.address}', '{office.in.address}', '{analytics.consent}', '{analytics.dnt}']);
    expect(knownTokens({ ...seedFacts, addresses: [...seedFacts.addresses, { country: 'United Kingdom', countryCode: 'GB', lines: ['1 High Street', 'London'], phone: '' }] })).toContain('{office.gb.address}');
  });

  it('are what the seeded legal texts write where an address was written out, and show the live address', async () => {
    const { fillLegal } = await import('@/lib/legal-markdown');
    const body = (slug: string) => (seedItems().find((each) => each.collection === 'legal' && each.slug === slug)!.fields as { body: string }).body;
    expect(body('privacy-policy')).toContain('{office.us.address}');
    expect(body('privacy-policy')).toContain('{office.in.address}');
    for (const item of seedItems().filter((each) => each.collection === 'legal')) {
      for (const address of seedFacts.addresses) expect((item.fields as { body: string }).body, item.slug).not.toContain(address.lines[0]);
    }
    const moved = { ...seedFacts, addresses: [{ ...seedFacts.addresses[0], lines: ['500 Glenwood Avenue', 'Raleigh, NC 27603', 'United States'] }, seedFacts.addresses[1]] };
    const text = fillLegal(body('privacy-policy'), moved);
    expect(text).toContain('500 Glenwood Avenue, Raleigh, NC 27603, United States');
    expect(text).not.toContain('410 Fayetteville Street');
    const fields = seedItems().find((each) => each.slug === 'privacy-policy')!.fields as { title: string; effective: string; body: string };
    expect(liveLegalVersion('privacy-policy', fields, moved).version).not.toBe(legalVersion('privacy-policy').version);
    // an office the facts do not hold is not filled in (the studio's placeholder check names it)
    expect(fillLegal('Write to {office.gb.address}.', seedFacts)).toBe('Write to {office.gb.address}.');
  });
});

describe('the effective date of a changed legal text (issue 52)', () => {
  it('is refused when the body changed and the date stayed a past date, with today in the agency’s zone', async () => {
    const { effectiveDateIssue } = await import('@/server/content/legal-versions');
    const live = JSON.stringify({ title: 'Privacy Policy', effective: '2025-06-10', body: 'Old text.\n' });
    // 20:00 UTC on 1 March is 01:30 on 2 March in Asia/Kolkata
    const now = new Date('2027-03-01T20:00:00.000Z');
    expect(effectiveDateIssue(live, { title: 'Privacy Policy', effective: '2025-06-10', body: 'Old text.\n' }, now)).toBeUndefined();
    expect(effectiveDateIssue(live, { title: 'Privacy Policy', effective: '2025-06-10', body: 'Old text.\r\n' }, now)).toBeUndefined(); // line ends only
    const refused = effectiveDateIssue(live, { title: 'Privacy Policy', effective: '2025-06-10', body: 'New text.\n' }, now);
    expect(refused).toEqual({ field: 'effective', message: expect.stringContaining('today is 2027-03-02') });
    expect(refused!.message).toMatch(/^Effective date: the text changed, but the date is still 2025-06-10/);
    expect(effectiveDateIssue(live, { title: 'Privacy Policy', effective: '2027-02-20', body: 'New text.\n' }, now)).toBeUndefined();
    // a second change on the day it took effect, or before a future date comes, may keep its date
    const today = JSON.stringify({ title: 'Privacy Policy', effective: '2027-03-02', body: 'Old text.\n' });
    expect(effectiveDateIssue(today, { title: 'Privacy Policy', effective: '2027-03-02', body: 'New text.\n' }, now)).toBeUndefined();
    // a text never live has no date to keep
    expect(effectiveDateIssue(null, { title: 'Privacy Policy', effective: '2025-06-10', body: 'New text.\n' }, now)).toBeUndefined();
  });
});
