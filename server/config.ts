import 'server-only';
import path from 'node:path';
import { site } from '@/content/site';
import { agencyTimeZoneFrom } from '@/lib/time-zone.mts';

/** Server settings from the environment, each with the default docs/operations.md documents (Settings). */
export const config = {
  dataDir: path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** PostgreSQL: how long a new connection, and the answer to a query, may take before the request fails (503) */
  databaseConnectTimeoutMs: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
  databaseQueryTimeoutMs: Number(process.env.DATABASE_QUERY_TIMEOUT_MS ?? 30_000),
  /**
   * Benchmark only (scripts/bench-durability.mjs): BENCH_SQLITE_SYNCHRONOUS=NORMAL stops SQLite syncing each
   * commit, to measure what FULL costs. Never in production: a power cut would lose acknowledged submissions.
   */
  sqliteSynchronous: (process.env.BENCH_SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL') as 'FULL' | 'NORMAL',
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM ?? `${site.brand} <${site.email.hello}>`,
  leadsTo: process.env.LEADS_TO ?? site.email.hello,
  hrTo: process.env.HR_TO ?? site.email.hr,
  jobsApiUrl: process.env.JOBS_API_URL || undefined,
  seedDemo: process.env.SEED_DEMO !== '0',
  outboxPollMs: Number(process.env.OUTBOX_POLL_MS ?? 5000),
  /** How often each instance checks whether the careers pages changed (server/content/page-cache-version.ts). */
  contentPollMs: Number(process.env.CONTENT_POLL_MS ?? 250),
  /** How often each instance publishes the content studio's schedules that are due (server/content/studio.ts). */
  contentSchedulerMs: Number(process.env.CONTENT_SCHEDULER_MS ?? 250),
  outboxRetryBaseMs: Number(process.env.OUTBOX_RETRY_BASE_MS ?? 5000),
  jobsApiTimeoutMs: Number(process.env.JOBS_API_TIMEOUT_MS ?? 5000),
  siteUrl: site.url,
  /** The zone the admin shows times in before JavaScript (and without it), and reads a schedule in without it. */
  agencyTimeZone: agencyTimeZoneFrom(),
  /** submissions per client address per form in one window */
  rateLimit: { max: Number(process.env.RATE_LIMIT_MAX ?? 5), windowMs: Number(process.env.RATE_LIMIT_WINDOW_MS ?? 10 * 60_000) },
  formMinFillMs: Number(process.env.FORM_MIN_FILL_MS ?? 3000),
  confirmationsPerDay: Number(process.env.CONFIRMATIONS_PER_DAY ?? 3),
  /**
   * Admin password checks (server/auth/throttle.ts): wrong passwords per client address within the sliding window,
   * and wrong passwords on one account from all addresses together within a day before that account is guarded
   */
  loginLimit: {
    max: Number(process.env.LOGIN_MAX_FAILURES ?? 5),
    windowMs: Number(process.env.LOGIN_WINDOW_MS ?? 15 * 60_000),
    accountMax: Number(process.env.LOGIN_ACCOUNT_MAX_FAILURES ?? 50),
  },
  authSecret: process.env.BETTER_AUTH_SECRET || undefined,
  production: process.env.NODE_ENV === 'production',
  /** how long one webhook delivery may take (connect, TLS, the receiver's answer) before it counts as failed */
  webhookTimeoutMs: Number(process.env.WEBHOOK_TIMEOUT_MS ?? 5000),
  /**
   * Webhooks go only over https to public addresses in production (server/webhooks/address.ts).
   * WEBHOOK_ALLOW_PRIVATE=1 lifts that, for a receiver on your own network and for the browser tests.
   */
  webhookPublicOnly: process.env.NODE_ENV === 'production' && process.env.WEBHOOK_ALLOW_PRIVATE !== '1',
};
