// Times in a named time zone (IANA: 'Asia/Kolkata', 'Europe/London'), with plain Intl: the admin shows every time in
// the staff member's zone with UTC beside it, and reads a schedule typed in a zone. Plain TypeScript whose one import
// is the zone table of countries-and-timezones (its links from old names to current ones), for the browser, Next's
// server and the production server (scripts/server.mjs checks AGENCY_TIME_ZONE with it).
import { getTimezone } from 'countries-and-timezones';

/** The agency's home (its office in Ahmedabad, content/site.ts): the zone shown before JavaScript, and without it. */
export const DEFAULT_AGENCY_TIME_ZONE = 'Asia/Kolkata';

const parts = new Map<string, Intl.DateTimeFormat>();

/** Whether Intl knows `zone` as a time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's current IANA name: an old name kept as a link ('Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon',
 * 'America/Godthab', 'US/Eastern'), which Chrome still reports for the browser's zone, becomes the name it links to
 * ('Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk', 'America/New_York'), so a zone has one name
 * wherever it is shown, with JavaScript or without. UTC and GMT stay as they are (their links lead to 'Etc/…'), and
 * so does a name the table does not know or whose current name this Intl does not know yet.
 */
export function canonicalZone(zone: string): string {
  const current = getTimezone(zone)?.aliasOf;
  return current && !current.startsWith('Etc/') && isTimeZone(current) ? current : zone;
}

/** AGENCY_TIME_ZONE, or the default when it is unset; a name Intl does not know stops the server with this message. */
export function agencyTimeZoneFrom(env: Record<string, string | undefined> = process.env): string {
  const zone = env.AGENCY_TIME_ZONE?.trim() || DEFAULT_AGENCY_TIME_ZONE;
  if (!isTimeZone(zone)) {
    throw new Error(`AGENCY_TIME_ZONE is "${env.AGENCY_TIME_ZONE}", which is not a time zone this server knows: give an IANA name such as Asia/Kolkata, America/New_York or Europe/London (unset = ${DEFAULT_AGENCY_TIME_ZONE}).`);
  }
  return canonicalZone(zone);
}

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    parts.set(zone, format);
  }
  return format;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar date and clock time `zone` shows at the instant `ms`. */
function wallAt(ms: number, zone: string): Wall {
  const wall: Record<string, number> = {};
  for (const part of wallFormat(zone).formatToParts(new Date(ms))) if (part.type !== 'literal') wall[part.type] = Number(part.value);
  return { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour % 24, minute: wall.minute, second: wall.second };
}

const wallMs = (wall: Wall) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far `zone` is ahead of UTC at the instant `ms`, in minutes (330 for India, -300 for New York in winter). */
export function offsetMinutes(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wallMs(wallAt(whole, zone)) - whole) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a clock in `zone` reads `local` ('2026-03-29T01:30' or with seconds, as datetime-local sends it), or
 * null when it is not such a time. A time the clocks skip (spring forward) is read with the offset before the jump
 * (01:30 in London on that day is 02:30 BST); a time they show twice (fall back) is the first of the two.
 */
export function zonedToUtc(local: string, zone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, seconds);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || seconds > 59) return null;
  // The offsets three hours either side of the guess: the same unless the clocks change near it.
  const before = offsetMinutes(asUtc - 3 * 3_600_000, zone);
  const after = offsetMinutes(asUtc + 3 * 3_600_000, zone);
  const first = asUtc - before * 60_000;
  if (before === after || offsetMinutes(first, zone) === before) return new Date(first);
  const later = asUtc - after * 60_000;
  return new Date(offsetMinutes(later, zone) === after ? later : first);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What a datetime-local field shows for the instant `iso` in `zone`: '2026-11-28T09:30' (seconds when not :00). */
export function utcToZonedInput(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const w = wallAt(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ''}`;
}

/** `value`, a wall time read in `from`, as the wall time in `to` (itself when either zone is missing or it is not a time). */
export function wallTimeIn(value: string | undefined, from: string | undefined, to: string): string {
  if (!value || !from || from === to) return value ?? '';
  const at = zonedToUtc(value, from);
  return at ? utcToZonedInput(at.toISOString(), to) : value;
}

/** English locales whose short zone names CLDR has, tried in turn: 'IST' for India comes from en-IN, 'CET' from en-GB. */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-SG'];
const names = new Map<string, Intl.DateTimeFormat[]>();

/** The zone's short name at that instant ('IST', 'EDT', 'BST', 'UTC'), else its offset ('GMT+9'). */
export function zoneAbbreviation(ms: number, zone: string): string {
  let formats = names.get(zone);
  if (!formats) {
    formats = NAMING_LOCALES.map((locale) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }));
    names.set(zone, formats);
  }
  let fallback = '';
  for (const format of formats) {
    const name = format.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || zone;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface TimeFormat {
  /** show seconds (the audit log, deliveries) */
  seconds?: boolean;
}

/**
 * '28 Nov 2026, 09:30 IST (04:00 UTC)': the instant in `zone`, named, with UTC beside it (its date too when that
 * differs: '1 Dec 2026, 02:00 IST (30 Nov, 20:30 UTC)'). In a zone that is UTC itself: '28 Nov 2026, 04:00 UTC'.
 */
export function formatInZone(iso: string | Date, zone: string, options: TimeFormat = {}): string {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  if (Number.isNaN(ms)) return String(iso);
  const local = wallAt(ms, zone);
  const utc = wallAt(ms, 'UTC');
  const clock = (w: Wall) => `${pad(w.hour)}:${pad(w.minute)}${options.seconds ? `:${pad(w.second)}` : ''}`;
  const day = (w: Wall) => `${w.day} ${MONTHS[w.month - 1]}`;
  const name = zoneAbbreviation(ms, zone);
  const head = `${day(local)} ${local.year}, ${clock(local)} ${name}`;
  if (name === 'UTC' || (offsetMinutes(ms, zone) === 0 && /^(Etc\/)?(UTC|UCT|Zulu|Universal|GMT)$/.test(zone))) return head;
  const sameDay = local.year === utc.year && local.month === utc.month && local.day === utc.day;
  return `${head} (${sameDay ? '' : `${day(utc)}${utc.year === local.year ? '' : ` ${utc.year}`}, `}${clock(utc)} UTC)`;
}

/** The zone and its name for a label: 'IST, Asia/Kolkata' (for 'Asia/Calcutta' too); 'UTC' alone for UTC. */
export function zoneLabel(given: string, at = Date.now()): string {
  const zone = canonicalZone(given);
  const name = zoneAbbreviation(at, zone);
  return name === zone || name === 'UTC' ? name : `${name}, ${zone}`;
}
