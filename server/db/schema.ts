import 'server-only';

/** Table shapes. Timestamps are ISO 8601 text in UTC on both engines, so they compare and sort alike. */

export interface LeadTable {
  id: string;
  kind: 'contact' | 'quote';
  status: 'new' | 'spam';
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
}

export interface StoredFileTable {
  id: string;
  owner_kind: 'lead' | 'application';
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
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface Database {
  leads: LeadTable;
  stored_files: StoredFileTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
  settings: SettingTable;
}

export type Dialect = 'sqlite' | 'postgres';
