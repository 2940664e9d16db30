import 'server-only';
import type { Kysely } from 'kysely';
import { cleanHost, cleanPath, referrerHost, utmFrom, type Attribution } from '@/lib/analytics/attribution';
import { analyticsConsentMode, type ConsentMode } from '@/lib/analytics/policy';
import type { AnalyticsEventKind } from '../db/schema';
import type { Db } from '../db/client';
import { withKeysLocked } from '../db/keyed-lock';
import { admitValues, deleteSaltsBefore, insertEvents, saltFor, type NewEvent } from '../repositories/analytics';
import { classifyAgent, countryOfTimeZone, isBotAgent, isSpamReferrer } from './classify';
import { OTHER } from './rollup';
import { knownRoutes, UNCOUNTED, UNCOUNTED_QUERY } from './routes';
import { dailySalt, dayOf, visitorHash } from './salt';
import { every } from '../loop';
import { countAnalyticsDropped, countAnalyticsQueued, watchAnalyticsQueue, type AnalyticsDrop } from '../observability/metrics.mts';
import { processValue } from '../serving/contract.mts';
import { addressKey } from '../serving/client-address.mts';

// The recorder (README.md here). The beacon (public/hit.js) and the <noscript> image post to /api/hit, which
// ./ingest.ts hands to `recordHit`; the lead forms' accepted submissions reach `recordConversion` the same way. Both
// are filtered here (bots, Do Not Track, Global Privacy Control, a Decline on
// the cookie pop-up, the consent setting), reduced to anonymous fields, and queued: one transaction writes a batch
// every 250 ms, so a page view costs the database a row, not a commit, and no answer waits for the disk.

/**
 * The settings (docs/operations.md, Settings): whose visits count, how many hits one network (an IPv4 address, an IPv6 /64) may
 * send a minute, and how many page views this instance counts a minute from everyone together.
 */
export const analyticsSettings = {
  /** exempt: every visitor except those who declined or send GPC/DNT; accept: only those who pressed Accept */
  consent: analyticsConsentMode(),
  ratePerMinute: Number(process.env.ANALYTICS_RATE_MAX ?? 120),
  globalPerMinute: Number(process.env.ANALYTICS_GLOBAL_MAX ?? 1200),
  flushMs: Number(process.env.ANALYTICS_FLUSH_MS ?? 250),
};

/** A hit as the endpoint read it. `consent` is what the visitor answered the cookie pop-up, if anything. */
export interface Hit {
  /** the page's address (the beacon's location.href; for <noscript>, the image request's Referer) */
  url: string;
  /** the page's own referrer (the beacon's document.referrer, or the previous route after an in-app navigation) */
  referrer: string | null;
  timeZone: string | null;
  consent: 'accepted' | 'declined' | null;
  /** false for the <noscript> image: it cannot tell where the visitor came from */
  script: boolean;
}

export interface RequestSignals {
  address: string;
  userAgent: string | null;
  /** `Sec-GPC: 1` or `DNT: 1` */
  optOut: boolean;
  /** the site's own host, as the request named it */
  host: string;
}

export type HitResult = 'counted' | 'blocked' | 'ignored' | 'limited';

/**
 * Distinct values a day keeps of each open-ended list (not-found paths, referrers, UTM source, medium, campaign);
 * later values of that day are stored as "(other)". Every known page is one of ours, so that list is bounded already.
 */
export const VALUES_PER_DAY = 500;
/** Events written in one transaction: a backlog is written in several, so no batch holds the database long. */
const BATCH_MAX = 1000;
/** Page views waiting to be written, at most: past it a view is answered 429, as past the rate limits. */
const QUEUE_MAX = 20_000;
const CAPPED = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

export function createAnalytics(db: Db, options: { now?: () => Date; flushMs?: number; consent?: ConsentMode; ratePerMinute?: number; globalPerMinute?: number; valuesPerDay?: number; batchMax?: number; queueMax?: number; routes?: () => Promise<Set<string>> } = {}) {
  const now = options.now ?? (() => new Date());
  const consentMode = options.consent ?? analyticsSettings.consent;
  const ratePerMinute = options.ratePerMinute ?? analyticsSettings.ratePerMinute;
  const globalPerMinute = options.globalPerMinute ?? analyticsSettings.globalPerMinute;
  const salt = dailySalt({ saltFor: (day, fresh) => saltFor(db.kysely, day, fresh), deleteBefore: (day) => deleteSaltsBefore(db.kysely, day) }, now);
  // Published posts and case studies change at run time: the list is read again each minute (a page published
  // since counts under "Not found" until then).
  let routes = { at: -Infinity, set: Promise.resolve(new Set<string>()) };
  const known = (at: number) => {
    if (at - routes.at > 60_000) {
      const previous = routes.set;
      routes = { at, set: (options.routes ?? knownRoutes)().catch(() => previous) };
    }
    return routes.set;
  };
  let queue: NewEvent[] = [];
  let blocked = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  // Hits per network in the current minute, in memory (a page view is not worth a database round trip to limit),
  // and the views this instance counted in it from everyone: a flood from many addresses stops at that budget.
  let window = { start: 0, counts: new Map<string, number>(), counted: 0 };
  // Visitors seen in the last 30 minutes: a <noscript> view, which cannot see its referrer, starts a visit when its visitor had none.
  const lastSeen = new Map<number, number>();
  // The values each capped list kept today, as the database last told this instance ('day\tlist' -> values).
  const kept = new Map<string, Set<string>>();
  const valuesPerDay = options.valuesPerDay ?? VALUES_PER_DAY;
  const batchMax = options.batchMax ?? BATCH_MAX;
  const queueMax = options.queueMax ?? QUEUE_MAX;

  const flusher = every(options.flushMs ?? analyticsSettings.flushMs, 'analytics: flush', () => flush(), { firstAfterMs: options.flushMs ?? analyticsSettings.flushMs });

  function limited(address: string, at: number): boolean {
    if (at - window.start >= 60_000) window = { start: at, counts: new Map(), counted: 0 };
    // An IPv6 subscriber is given a whole /64 and may use a new address of it for every request (as sign-in throttling counts).
    const network = addressKey(address);
    const count = (window.counts.get(network) ?? 0) + 1;
    window.counts.set(network, count);
    return count > ratePerMinute;
  }

  function block(day: string) {
    blocked.set(day, (blocked.get(day) ?? 0) + 1);
  }

  /** Whether this visitor's choices let us count them: no GPC/DNT, no Decline, and Accept when the setting asks for it. */
  const mayCount = (signals: RequestSignals, consent: Hit['consent']) => !signals.optOut && consent !== 'declined' && (consentMode === 'exempt' || consent === 'accepted');

  /** A hit not queued, and why (the metrics' reason, ../observability/metrics.mts). */
  const dropped = <T>(reason: AnalyticsDrop, result: T): T => {
    countAnalyticsDropped(reason);
    return result;
  };

  async function recordHit(hit: Hit, signals: RequestSignals): Promise<HitResult> {
    const at = now();
    if (limited(signals.address, at.getTime())) return dropped('rate_limited', 'limited');
    if (!mayCount(signals, hit.consent)) return dropped('not_counted', 'ignored');
    let url: URL;
    try {
      url = new URL(hit.url);
    } catch {
      return dropped('not_counted', 'ignored');
    }
    // Only our own pages: a view naming another site (https://evil.example/services) is not our /services.
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || cleanHost(url.host) !== cleanHost(signals.host)) return dropped('not_counted', 'ignored');
    if (UNCOUNTED.test(url.pathname) || UNCOUNTED_QUERY.test(url.search)) return dropped('not_counted', 'ignored');
    const referrer = hit.script ? referrerHost(hit.referrer, signals.host) : null;
    if (isBotAgent(signals.userAgent) || isSpamReferrer(referrer)) {
      block(dayOf(at));
      return dropped('bot', 'blocked');
    }
    // The instance's budget is spent only on views that would be counted (a crawler flood costs it nothing). And
    // what waits to be written stays bounded, whatever the limits are set to.
    if (window.counted >= globalPerMinute) return dropped('flood', 'limited');
    if (queue.length >= queueMax) return dropped('queue_full', 'limited');
    window.counted++;
    const { day, salt: todays } = await salt.current();
    const visitor = visitorHash(todays, signals.address, signals.userAgent!, signals.host);
    const path = cleanPath(url.pathname);
    const isKnown = path !== null && (await known(at.getTime())).has(path);
    // With the script: a view is an entry unless the page before was ours. Without: unless the visitor was seen lately.
    const internal = hit.script ? sameHost(hit.referrer, signals.host) : (lastSeen.get(visitor) ?? 0) > at.getTime() - 30 * 60_000;
    lastSeen.set(visitor, at.getTime());
    if (lastSeen.size > 50_000) lastSeen.clear();
    const entry = !internal;
    const utm = entry ? utmFrom(url.searchParams) : { utm_source: null, utm_medium: null, utm_campaign: null };
    const { device, browser } = classifyAgent(signals.userAgent!);
    countAnalyticsQueued(isKnown ? 'view' : 'notfound');
    queue.push({
      at: at.toISOString(),
      day,
      kind: isKnown ? 'view' : 'notfound',
      visitor,
      path: isKnown ? path : (path ?? '/(malformed)').slice(0, 120),
      entry: entry ? 1 : 0,
      referrer: entry ? referrer : null,
      ...utm,
      country: countryOfTimeZone(hit.timeZone),
      device,
      browser,
    });
    if (queue.length >= batchMax) void flush();
    return 'counted';
  }

  /**
   * An accepted contact message, quote request or job application, as a goal. Filtered like a page view (the form
   * carries the visitor's pop-up answer), so for the visitors we count, a day's conversions equal the inbox's.
   * Its entry page, referrer and campaign are what the form carried; the visitor hash joins it to the day's visit.
   */
  async function recordConversion(kind: Extract<AnalyticsEventKind, 'contact' | 'quote' | 'application'>, source: Attribution, signals: RequestSignals, consent: Hit['consent']): Promise<boolean> {
    if (!mayCount(signals, consent) || isBotAgent(signals.userAgent)) return dropped('not_counted', false);
    const at = now();
    const { day, salt: todays } = await salt.current();
    const { device, browser } = classifyAgent(signals.userAgent!);
    countAnalyticsQueued(kind);
    queue.push({
      at: at.toISOString(),
      day,
      kind,
      visitor: visitorHash(todays, signals.address, signals.userAgent!, signals.host),
      path: source.landing_page ?? '(unknown)',
      entry: 0,
      referrer: source.referrer_host,
      utm_source: source.utm_source,
      utm_medium: source.utm_medium,
      utm_campaign: source.utm_campaign,
      country: null,
      device,
      browser,
    });
    return true;
  }

  /**
   * Replaces, in place, each open-ended value past its day's cap by OTHER. Values this instance knows are kept cost
   * nothing; new ones are admitted in the database (analytics_values, one instance at a time per day and list), so
   * the cap holds across instances and restarts.
   */
  async function capValues(events: NewEvent[]): Promise<void> {
    const fields = (e: NewEvent) => [...CAPPED, ...(e.kind === 'notfound' ? (['path'] as const) : [])];
    const asked = new Map<string, Set<string>>();
    for (const e of events) {
      for (const field of fields(e)) {
        const value = e[field];
        const key = `${e.day}\t${field}`;
        if (value !== null && value !== OTHER && !kept.get(key)?.has(value)) asked.set(key, (asked.get(key) ?? new Set()).add(value));
      }
    }
    for (const [key, values] of asked) {
      const [day, field] = key.split('\t');
      if ((kept.get(key)?.size ?? 0) >= valuesPerDay) continue;
      kept.set(key, await withKeysLocked(db, [`analytics:values:${key}`], (trx) => admitValues(trx, day, field, [...values], valuesPerDay)));
    }
    for (const key of kept.keys()) if (!key.startsWith(dayOf(now()))) kept.delete(key);
    for (const e of events) {
      for (const field of fields(e)) {
        const value = e[field];
        if (value !== null && !kept.get(`${e.day}\t${field}`)?.has(value)) e[field] = OTHER;
      }
    }
  }

  /**
   * Writes what is queued, BATCH_MAX events a transaction, until nothing is left. A failed write is logged and
   * dropped: counts are not worth a retry loop.
   */
  function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!queue.length && !blocked.size) return Promise.resolve();
    flushing = (async () => {
      while (queue.length || blocked.size) {
        const events = queue.splice(0, batchMax);
        const blockedNow = blocked;
        blocked = new Map();
        try {
          await capValues(events);
          await insertEvents(db, events, blockedNow);
        } catch (error) {
          countAnalyticsDropped('write_failed', events.length);
          console.error(`analytics: ${events.length} page views not written (${(error as Error).message})`);
        }
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    recordHit,
    recordConversion,
    flush,
    stop: () => flusher.stop(),
    /** events waiting to be written (the metrics' navyug_analytics_queue_length) */
    pending: () => queue.length,
    /** the salt of today (tests) */
    salt: () => salt.current(),
  };
}

function sameHost(url: string | null, host: string): boolean {
  try {
    return !!url && new URL(url).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

export type Analytics = ReturnType<typeof createAnalytics>;

// One recorder per process, made with the runtime's database (server/runtime.ts hands it out).
export function analyticsFor(db: Db): Analytics {
  return processValue('analytics', () => {
    const analytics = createAnalytics(db);
    watchAnalyticsQueue(analytics.pending);
    return analytics;
  });
}

