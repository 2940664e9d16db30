import { describe, expect, it } from 'vitest';
import { seedFacts, type CompanyFacts } from '@/lib/company-facts';
import { localBusinessJsonLd, organizationJsonLd, postalAddress } from '@/lib/structured-data';

const office = (lines: string[], countryCode = 'US', country = 'USA', phone = '') => ({ country, countryCode, lines, phone });

describe('the offices in the structured data', () => {
  it('gives each seeded office its street, city, region and postcode apart, and the country as its code', () => {
    const [us, india] = seedFacts.addresses.map(postalAddress);
    expect(us).toEqual({ '@type': 'PostalAddress', streetAddress: '410 Fayetteville Street, Suite 1200', addressLocality: 'Raleigh', addressRegion: 'NC', postalCode: '27601', addressCountry: 'US' });
    expect(india).toEqual({ '@type': 'PostalAddress', streetAddress: '7th Floor, Shivalik Shilp, Iscon Cross Road', addressLocality: 'Ahmedabad', addressRegion: 'Gujarat', postalCode: '380015', addressCountry: 'IN' });
  });

  it.for([
    ['US', ['1 Main St', 'Raleigh, NC 27603', 'United States'], { addressLocality: 'Raleigh', addressRegion: 'NC', postalCode: '27603' }],
    ['US', ['1 Main St', 'New York, NY 10001-1234'], { addressLocality: 'New York', addressRegion: 'NY', postalCode: '10001-1234' }],
    ['IN', ['1 Main St', 'Chennai, Tamil Nadu 600 001', 'India'], { addressLocality: 'Chennai', addressRegion: 'Tamil Nadu', postalCode: '600 001' }],
    ['CA', ['1 King St W', 'Toronto, ON M5V 2T6', 'Canada'], { addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5V 2T6' }],
    ['GB', ['10 Downing Street', 'London SW1A 2AA', 'United Kingdom'], { addressLocality: 'London', postalCode: 'SW1A 2AA' }],
    ['GB', ['10 Downing Street', 'London, SW1A 2AA', 'UK'], { addressLocality: 'London', postalCode: 'SW1A 2AA' }],
    ['DE', ['Unter den Linden 1', '10117 Berlin', 'Germany'], { addressLocality: 'Berlin', postalCode: '10117' }],
    ['US', ['1 Congress Ave', 'Austin, Texas'], { addressLocality: 'Austin', addressRegion: 'Texas' }],
    ['HK', ['1 Harbour Road', 'Wan Chai'], { addressLocality: 'Wan Chai' }],
  ] as const)('reads %s %j', ([countryCode, lines, place]) => {
    // the office's Country field as staff write it: the last line is the country when it says so in English
    const address = postalAddress(office([...lines], countryCode, lines.at(-1) === 'UK' ? 'UK' : countryCode));
    expect(address).toEqual({ '@type': 'PostalAddress', streetAddress: lines[0], addressCountry: countryCode, addressRegion: undefined, postalCode: undefined, ...place });
    // never the whole "City, Region Postcode" line as the city
    expect(address.addressLocality).not.toContain(',');
  });

  it('gives each office its own phone, and an office without one none (never the company number)', () => {
    const offices = localBusinessJsonLd(seedFacts);
    expect(offices.map((each) => [each.name, each.telephone])).toEqual([['Navyug USA', '+15550100199'], ['Navyug India', undefined]]);
    // as a search engine reads it: no telephone key at all for the India office
    expect(JSON.parse(JSON.stringify(offices[1]))).not.toHaveProperty('telephone');
    expect(offices[1].address).toMatchObject({ addressLocality: 'Ahmedabad', addressRegion: 'Gujarat', postalCode: '380015', addressCountry: 'IN' });

    const facts: CompanyFacts = { ...seedFacts, addresses: [...seedFacts.addresses, office(['221B Baker Street', 'London NW1 6XE', 'United Kingdom'], 'GB', 'UK', '+442079460000')] };
    expect(localBusinessJsonLd(facts).map((each) => each.telephone)).toEqual(['+15550100199', undefined, '+442079460000']);
  });

  it('keeps the company number on the Organization, with each office its address', () => {
    const organization = organizationJsonLd(seedFacts, 'https://navyug.example', 2025);
    expect(organization.telephone).toBe('+15550100199');
    expect(organization.address.map((address) => [address.addressLocality, address.addressRegion, address.postalCode])).toEqual([
      ['Raleigh', 'NC', '27601'],
      ['Ahmedabad', 'Gujarat', '380015'],
    ]);
  });
});
