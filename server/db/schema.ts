import 'server-only';
import type { Generated } from 'kysely';
import type { JobRow } from '@/lib/validation/job';

/** Where a submission is in the agency's work; spam is kept to be looked at. */
export type SubmissionStatus = 'new' | 'in_progress' | 'done' | 'spam';

/** Table shapes. Timestamps are ISO 8601 text in UTC on both engines, so they compare and sort alike. */

export interface LeadTable {
  id: string;
  kind: 'contact' | 'quote';
  status: SubmissionStatus;
  spam_reason: string | null;
  fullname: string;
  email: string;
  phone: string;
  company: string | null;
  project_type: string | null;
  project_type_other: string | null;
  budget: string | null;
  timeline: string | null;
  talent: string | null;
  talent_other: string | null;
  hear: string | null;
  hear_other: string | null;
  message: string | null; // howhelp (contact) or comments (quote)
  consent: number; // 0 or 1
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** the signed form token's id: one lead per form shown (null for a post without a valid token) */
  submission_key: string | null;
  /** the visitor's human reference, e.g. NV-Q-7K3P9 (lib/reference.ts) */
  reference: string;
  /** the on-site page the visitor came from, e.g. '/bubble-bakes' (lib/source-page.ts); null when unknown */
  source_page: string | null;
  /** what the form was opened about, as named then: 'Case study: Bubble Bakes' (lib/quote-prefill.ts) */
  source_context: string | null;
  /** the last contact: creation, a status change or a note; retention counts from it (lib/retention.ts) */
  last_contact_at: string;
  /** the keep mark ('became an engagement'): when and by whom; a kept lead is never swept */
  kept_at: string | null;
  kept_by: string | null;
  /** how it arrived, as its form carried them (lib/analytics/attribution.ts): the landing page's UTM values and referrer host */
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer_host?: string | null;
  landing_page?: string | null;
}

export interface StoredFileTable {
  id: string;
  owner_kind: OwnerKind;
  owner_id: string;
  field: string; // form field the file came from
  original_name: string; // sanitised
  content_type: string; // detected from the bytes
  size: number;
  data: Uint8Array;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  topic: string; // 'lead.notify', 'lead.confirm', …
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** the submission the message is about, so the admin shows its delivery and deletes it with it */
  owner_kind: OwnerKind | null;
  owner_id: string | null;
}

export type OwnerKind = 'lead' | 'application';

/** A receiver of signed webhooks (server/webhooks/), managed on the admin's Webhooks page. */
export interface WebhookEndpointTable {
  id: string;
  url: string;
  /** the event types it subscribes to, comma-separated (lib/validation/webhook.ts WEBHOOK_EVENTS) */
  events: string;
  /** `whsec_` + base64 of 32 random bytes, as the Standard Webhooks libraries take it */
  secret: string;
  enabled: number; // 0 or 1
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint, a queue row like the outbox's: written in the submission's transaction. */
export interface WebhookDeliveryTable {
  /** the Standard Webhooks message id (`webhook-id`), the same on every attempt so receivers can de-duplicate */
  id: string;
  endpoint_id: string;
  event_type: string;
  /** the exact JSON body sent (and signed) */
  payload: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** the submission it is about (none for a test event), so the admin links to it and deletes it with it */
  owner_kind: OwnerKind | null;
  owner_id: string | null;
}

export interface SubmissionNoteTable {
  id: string;
  owner_kind: OwnerKind;
  owner_id: string;
  author: string;
  body: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

/**
 * One password check against the admin sign-in limits (server/auth/throttle.ts): written before the password is
 * verified, deleted again when it was right, so what stays is the wrong ones.
 */
export interface LoginAttemptTable {
  id: string;
  /** the e-mail as typed, lower-cased: a user's or not */
  account: string;
  /** the client address (an IPv6 client's /64) */
  address: string;
  at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** A job: the columns its admin form sets (lib/validation/job.ts), plus the id and when it was created. */
export interface JobTable extends JobRow {
  id: Generated<number>;
  created_at: string;
  /** when the job last left the site (unpublished or closed); null while it is published or if it never was */
  unpublished_at: Generated<string | null>;
}

export interface ApplicationTable {
  id: string;
  job_id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  submission_key: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  status: Generated<SubmissionStatus>;
  spam_reason: string | null;
  /** the applicant's human reference, e.g. NV-A-7K3P9 */
  reference: string;
}

/** One thing a submission agreed to: a legal page's version in the words the form showed, or the cookie choice. */
export interface ConsentRecordTable {
  id: string;
  owner_kind: OwnerKind;
  owner_id: string;
  document: 'privacy-policy' | 'terms-of-use' | 'cookie-policy';
  document_version: string;
  document_date: string | null;
  choice: 'agreed' | 'accepted' | 'declined';
  wording: string;
  given: 'checkbox' | 'notice' | 'banner';
  given_at: string;
}

/**
 * A legal text's version as shown (migration 0019): the text word for word, its facts filled in. Written once, when
 * the version goes live or a consent record first names it; never changed.
 */
export interface LegalVersionTable {
  slug: string;
  version: string;
  /** the studio text it was shown from (lib/legal-version.ts sourceOf) */
  source: string;
  title: string;
  effective: string | null;
  /** Markdown with the company's facts and the analytics setting filled in */
  body: string;
  /** when it went live (the publish that showed it first); null when it was live before it was recorded */
  first_live_at: string | null;
  /** when a later publish made it the live text again (its words back after a change) */
  last_live_at: string | null;
  recorded_at: string;
}

/** A page view (`view`, `notfound`) or a conversion (`contact`, `quote`, `application`): anonymous, kept 30 days. */
export interface AnalyticsEventTable {
  id: Generated<number>;
  at: string;
  /** YYYY-MM-DD (UTC), the salt's day */
  day: string;
  kind: AnalyticsEventKind;
  /** 48 bits of SHA-256(day's salt, address, user agent, site): the same visitor within a day, no one after it */
  visitor: number;
  /** the route, query dropped; for a conversion, the landing page its form carried */
  path: string;
  /** 1 when the view started a visit (arrived from elsewhere) */
  entry: number;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
}

export type AnalyticsEventKind = 'view' | 'notfound' | 'contact' | 'quote' | 'application';

/** A day's counts per list row, per filter ('' = none): what the dashboard reads for days before today. */
export interface AnalyticsDailyTable {
  fdim: string;
  fvalue: string;
  day: string;
  dim: string;
  value: string;
  visitors: number;
  views: number;
  conversions: number;
  /** visitors with a counted page view who sent at least one form (migration 0016) */
  converted: number;
}

/** A day's visit as its events so far make it (migration 0018): what the lists of its day read. */
export interface AnalyticsVisitTable {
  day: string;
  visitor: number;
  /** when its last page view arrived (ISO), '' before one */
  seen: string;
  /** where its attributes come from: 3 its first view from elsewhere, 2 its first view, 1 its first conversion */
  rank: number;
  views: number;
  conversions: number;
  /** the entry page ('' for none, as every attribute below) */
  entry: string;
  referrer: string;
  source: string;
  campaign: string;
  country: string;
  device: string;
  browser: string;
}

/** A day's count per list row, unfiltered, kept as events arrive (migration 0018). */
export type AnalyticsCountTable = Omit<AnalyticsDailyTable, 'fdim' | 'fvalue'>;

/** A content studio item (server/content/collections.ts): its fields as JSON, draft and published apart. */
export interface ContentItemTable {
  id: string;
  collection: string;
  slug: string;
  title: string;
  position: number;
  draft: string;
  revision: number;
  published: string | null;
  published_slug: string | null;
  published_revision: number | null;
  published_at: string | null;
  scheduled_at: string | null;
  /** the revision the schedule publishes (migration 0017) */
  scheduled_revision: number | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ContentRevisionTable {
  item_id: string;
  revision: number;
  data: string;
  slug: string;
  note: string;
  created_at: string;
  created_by: string | null;
}

export interface ContentRedirectTable {
  collection: string;
  slug: string;
  item_id: string;
  created_at: string;
}

/** Every slug an item holds (draft, live, scheduled): the primary key keeps one item per address (migration 0017). */
export interface ContentSlugTable {
  collection: string;
  slug: string;
  item_id: string;
}

export interface ContentShareTable {
  id: string;
  item_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  created_by: string | null;
}

export interface Database {
  leads: LeadTable;
  stored_files: StoredFileTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  login_attempts: LoginAttemptTable;
  settings: SettingTable;
  jobs: JobTable;
  applications: ApplicationTable;
  submission_notes: SubmissionNoteTable;
  audit_log: AuditLogTable;
  consent_records: ConsentRecordTable;
  legal_versions: LegalVersionTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  analytics_salts: { day: string; salt: string };
  analytics_events: AnalyticsEventTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: Omit<AnalyticsDailyTable, 'day'> & { month: string };
  analytics_blocked: { day: string; hits: number };
  analytics_values: { day: string; dim: string; value: string };
  analytics_visits: AnalyticsVisitTable;
  analytics_visit_pages: { day: string; visitor: number; kind: 'view' | 'notfound'; path: string; n: number };
  analytics_counts: AnalyticsCountTable;
  content_items: ContentItemTable;
  content_revisions: ContentRevisionTable;
  content_redirects: ContentRedirectTable;
  content_shares: ContentShareTable;
  content_slugs: ContentSlugTable;
  media: MediaTable;
  media_usage: MediaUsageTable;
  media_files: MediaFileTable;
}

/** An image of the media library (server/repositories/media.ts); its renditions are named by `hash`. */
export interface MediaTable {
  id: string;
  hash: string;
  filename: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  decorative: number; // 0 or 1
  focal_x: number;
  focal_y: number;
  created_at: string;
  created_by: string;
  updated_at: string;
}

/** A content item (the studio's key, e.g. `post:<id>`) using an image: while one exists the image cannot be deleted. */
export interface MediaUsageTable {
  media_id: string;
  item_key: string;
}

/** PostgreSQL only: a rendition's bytes (on SQLite they are files under DATA_DIR/media). */
export interface MediaFileTable {
  hash: string;
  width: number;
  format: string;
  data: Uint8Array;
}

export type Dialect = 'sqlite' | 'postgres';
