import { describe, expect, it } from 'vitest';
import { agencyTimeZoneFrom, canonicalZone, DEFAULT_AGENCY_TIME_ZONE, formatInZone, isTimeZone, offsetMinutes, utcToZonedInput, wallTimeIn, zoneAbbreviation, zonedToUtc, zoneLabel } from '@/lib/time-zone.mts';

const iso = (local: string, zone: string) => zonedToUtc(local, zone)?.toISOString();

describe('zonedToUtc: a time typed in a zone, as the instant it names', () => {
  it('reads a half-hour zone (India, +5:30) and a quarter-hour one (Nepal, +5:45)', () => {
    expect(iso('2026-11-28T09:30', 'Asia/Kolkata')).toBe('2026-11-28T04:00:00.000Z');
    expect(iso('2026-11-28T00:15:30', 'Asia/Kolkata')).toBe('2026-11-27T18:45:30.000Z');
    expect(iso('2026-11-28T09:30', 'Asia/Kathmandu')).toBe('2026-11-28T03:45:00.000Z');
  });

  it('reads UTC as itself', () => {
    expect(iso('2099-01-01T09:00', 'UTC')).toBe('2099-01-01T09:00:00.000Z');
  });

  it('follows daylight saving in Europe/London: GMT in winter, BST in summer', () => {
    expect(iso('2026-01-15T12:00', 'Europe/London')).toBe('2026-01-15T12:00:00.000Z');
    expect(iso('2026-07-15T12:00', 'Europe/London')).toBe('2026-07-15T11:00:00.000Z');
    // the night the clocks go forward (29 March 2026, 01:00 GMT → 02:00 BST)
    expect(iso('2026-03-29T00:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29T03:00', 'Europe/London')).toBe('2026-03-29T02:00:00.000Z');
    // 01:30 is skipped: read with the offset before the jump, so 02:30 BST
    expect(iso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    // the night they go back (25 October 2026, 02:00 BST → 01:00 GMT): 01:30 happens twice, the first is taken
    expect(iso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T02:30', 'Europe/London')).toBe('2026-10-25T02:30:00.000Z');
    expect(iso('2026-10-25T00:30', 'Europe/London')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('follows daylight saving in America/New_York', () => {
    expect(iso('2026-11-28T09:30', 'America/New_York')).toBe('2026-11-28T14:30:00.000Z');
    expect(iso('2026-07-04T09:30', 'America/New_York')).toBe('2026-07-04T13:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-11-28T24:00', '2026-11-28 09:30', '2026-11-28T09:60']) expect(zonedToUtc(bad, 'UTC')).toBeNull();
  });

  it('round-trips with utcToZonedInput', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Adelaide', 'UTC']) {
      for (const at of ['2026-01-15T12:00:00.000Z', '2026-07-15T23:45:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-25T00:30:00.000Z']) {
        expect(zonedToUtc(utcToZonedInput(at, zone), zone)?.toISOString()).toBe(at);
      }
    }
  });
});

describe('wallTimeIn: a stored or typed time shown in the zone in use', () => {
  it('moves a wall time from one zone to another', () => {
    expect(wallTimeIn('2099-01-01T09:00', 'UTC', 'Asia/Kolkata')).toBe('2099-01-01T14:30');
    expect(wallTimeIn('2099-01-01T09:00', 'UTC', 'America/New_York')).toBe('2099-01-01T04:00');
    expect(wallTimeIn('2026-07-01T00:30:15', 'Europe/London', 'UTC')).toBe('2026-06-30T23:30:15');
  });
  it('keeps what it cannot read', () => {
    expect(wallTimeIn('', 'UTC', 'Asia/Kolkata')).toBe('');
    expect(wallTimeIn(undefined, 'UTC', 'Asia/Kolkata')).toBe('');
    expect(wallTimeIn('2099-01-01T09:00', undefined, 'Asia/Kolkata')).toBe('2099-01-01T09:00');
    expect(wallTimeIn('soon', 'UTC', 'Asia/Kolkata')).toBe('soon');
  });
});

describe('offsets and names', () => {
  it('gives the offset in minutes', () => {
    expect(offsetMinutes(Date.parse('2026-11-28T04:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('names zones by their short names where English has one, else by offset', () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    const summer = Date.parse('2026-07-15T12:00:00Z');
    expect(zoneAbbreviation(winter, 'Asia/Kolkata')).toBe('IST');
    expect(zoneAbbreviation(winter, 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(summer, 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation(winter, 'Europe/London')).toBe('GMT');
    expect(zoneAbbreviation(summer, 'Europe/London')).toBe('BST');
    expect(zoneAbbreviation(winter, 'UTC')).toBe('UTC');
    expect(zoneAbbreviation(winter, 'Asia/Tokyo')).toBe('GMT+9');
    expect(zoneLabel('Asia/Kolkata')).toBe('IST, Asia/Kolkata');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});

describe('canonicalZone: one name for a zone, whatever name the browser reports', () => {
  it('gives the current name for the old links Chrome reports', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalZone('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(canonicalZone('Asia/Rangoon')).toBe('Asia/Yangon');
    expect(canonicalZone('America/Godthab')).toBe('America/Nuuk');
    expect(canonicalZone('US/Eastern')).toBe('America/New_York');
  });

  it('keeps current names, UTC, GMT and names it does not know', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'UTC', 'GMT', 'Etc/UTC', 'Mars/Olympus']) expect(canonicalZone(zone)).toBe(zone);
  });

  it('labels an old name as the current one, and reads AGENCY_TIME_ZONE so', () => {
    expect(zoneLabel('Asia/Calcutta')).toBe('IST, Asia/Kolkata');
    expect(zoneLabel('Asia/Calcutta')).toBe(zoneLabel('Asia/Kolkata'));
    expect(agencyTimeZoneFrom({ AGENCY_TIME_ZONE: 'Europe/Kiev' })).toBe('Europe/Kyiv');
  });
});

describe('formatInZone', () => {
  it('shows the zone, named, with UTC beside it', () => {
    expect(formatInZone('2026-11-28T04:00:00.000Z', 'Asia/Kolkata')).toBe('28 Nov 2026, 09:30 IST (04:00 UTC)');
    expect(formatInZone('2026-11-28T14:30:00.000Z', 'America/New_York')).toBe('28 Nov 2026, 09:30 EST (14:30 UTC)');
    expect(formatInZone('2026-07-15T11:00:05.000Z', 'Europe/London', { seconds: true })).toBe('15 Jul 2026, 12:00:05 BST (11:00:05 UTC)');
    expect(formatInZone('2026-01-15T12:00:00.000Z', 'Europe/London')).toBe('15 Jan 2026, 12:00 GMT (12:00 UTC)');
  });

  it('gives the UTC date too when it is another day', () => {
    expect(formatInZone('2026-11-30T20:30:00.000Z', 'Asia/Kolkata')).toBe('1 Dec 2026, 02:00 IST (30 Nov, 20:30 UTC)');
    expect(formatInZone('2027-01-01T02:00:00.000Z', 'America/New_York')).toBe('31 Dec 2026, 21:00 EST (1 Jan 2027, 02:00 UTC)');
  });

  it('says UTC once in UTC', () => {
    expect(formatInZone('2099-01-01T09:00:00.000Z', 'UTC')).toBe('1 Jan 2099, 09:00 UTC');
    expect(formatInZone('2099-01-01T09:00:00.000Z', 'Etc/UTC')).toBe('1 Jan 2099, 09:00 UTC');
  });
});

describe('AGENCY_TIME_ZONE', () => {
  it('defaults to the agency home and accepts IANA names', () => {
    expect(agencyTimeZoneFrom({})).toBe(DEFAULT_AGENCY_TIME_ZONE);
    expect(DEFAULT_AGENCY_TIME_ZONE).toBe('Asia/Kolkata');
    expect(agencyTimeZoneFrom({ AGENCY_TIME_ZONE: 'America/New_York' })).toBe('America/New_York');
    expect(isTimeZone('Europe/London')).toBe(true);
  });

  it('refuses a name that is not a zone, saying what to give', () => {
    expect(() => agencyTimeZoneFrom({ AGENCY_TIME_ZONE: 'India' })).toThrow(/AGENCY_TIME_ZONE is "India", which is not a time zone.*IANA name such as Asia\/Kolkata/);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
