import 'server-only';
import path from 'node:path';
import { site } from '@/content/site';

/** Server settings from the environment, each with the default the README documents. */
export const config = {
  dataDir: path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? 'data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM ?? `${site.brand} <${site.email.hello}>`,
  leadsTo: process.env.LEADS_TO ?? site.email.hello,
  hrTo: process.env.HR_TO ?? site.email.hr,
  jobsApiUrl: process.env.JOBS_API_URL || undefined,
  seedDemo: process.env.SEED_DEMO !== '0',
  outboxPollMs: Number(process.env.OUTBOX_POLL_MS ?? 5000),
  siteUrl: site.url,
};
