/**
 * How long we keep what visitors send us. The privacy policy's text (content/legal/privacy-policy.ts) and the
 * daily sweep (server/privacy/retention.ts) both read these, so what the policy promises and what the software
 * does cannot drift apart; changing a period changes the policy's text and so its version (lib/legal-version.ts).
 */
export const RETENTION = {
  /** A lead (contact message or quote request) that did not become an engagement: months from the last contact. */
  leadMonths: 24,
  /** A job application: months after the role it was for closed. */
  applicationMonths: 12,
  /** How often the sweep runs, once across every instance. */
  sweepEveryHours: 24,
  /** How far ahead the admin's Privacy page previews what will expire. */
  previewDays: 30,
  /** Analytics (server/analytics/): raw page views, days. */
  analyticsRawDays: 30,
  /** Analytics' daily counts, months: the French regulator's (CNIL) limit for consent-exempt audience measurement. */
  analyticsRollupMonths: 25,
  /** The visitor hash's daily salt is deleted this many hours after its day began, at the latest. */
  analyticsSaltHours: 48,
  /** A deleted content studio item can be restored this long, then it goes for good. */
  contentRestoreDays: 30,
  /** A draft's share link opens it this long, unless revoked first. */
  shareLinkDays: 7,
} as const;

/** `months` calendar months after `date`, in UTC; the 31st of a shorter month becomes its last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** When a lead last contacted, or was contacted by, the agency falls out of the policy (unless it is kept). */
export function leadExpiresAt(lastContactAt: string): Date {
  return addMonthsUtc(new Date(lastContactAt), RETENTION.leadMonths);
}

export interface ClosingJob {
  /** the closing date shown on the posting, YYYY-MM-DD, or null/empty when it has none */
  valid_through: string | null;
  /** when it was taken off the site, or null while it is published */
  unpublished_at: string | null;
}

/**
 * When the role closed: the end of its closing date (UTC), or when it was taken off the site if that came first
 * or it has no closing date; null while it is open (published, and before any closing date).
 */
export function roleClosedAt(job: ClosingJob, now: Date = new Date()): Date | null {
  // Stored as a date (the admin's form) or a whole timestamp (demo jobs): the day is what the posting shows.
  const deadline = job.valid_through ? new Date(`${job.valid_through.slice(0, 10)}T00:00:00.000Z`) : null;
  if (deadline) deadline.setUTCDate(deadline.getUTCDate() + 1);
  const unpublished = job.unpublished_at ? new Date(job.unpublished_at) : null;
  const candidates = [deadline && deadline <= now ? deadline : null, unpublished].filter((d): d is Date => d !== null && !Number.isNaN(d.getTime()));
  return candidates.length ? new Date(Math.min(...candidates.map((d) => d.getTime()))) : null;
}

/** When an application for this job falls out of the policy, or null while the role is open. */
export function applicationExpiresAt(job: ClosingJob, now: Date = new Date()): Date | null {
  const closed = roleClosedAt(job, now);
  return closed && addMonthsUtc(closed, RETENTION.applicationMonths);
}
