import 'server-only';
import type { Kysely } from 'kysely';
import { addMonthsUtc, applicationExpiresAt, leadExpiresAt, RETENTION } from '@/lib/retention';
import { flushErased, type Db } from '../db/client';
import type { Database } from '../db/schema';
import { databaseUnavailable } from '../db/unavailable';
import { removeMailFiles, removeOrphanMailFiles } from '../mail/files';
import { audit } from '../repositories/audit';
import { deleteSubmission } from '../repositories/inbox';
import { applicationsForJobs, claimSweep, jobsThatMayHaveClosed, leadsLastContactedBefore, storedWith, type StoredWith } from '../repositories/retention';
import { every } from '../loop';
import { purgeDeletedContent } from '../content/studio';

// Retention as the privacy policy promises it (the periods: lib/retention.ts). Each day one instance sweeps: every
// lead whose last contact is older than the lead period (unless it is marked kept) and every application whose
// role closed longer ago than the application period is deleted with everything stored about it: files, notes,
// its mails (queued or sent, so their bodies too), webhook deliveries (their payloads) and consent records. The
// admin's Privacy page previews the same rule for the days ahead, and each sweep writes its counts, never what it
// removed, to the audit log.

export interface ExpiringItem {
  kind: 'contact' | 'quote' | 'application';
  id: string;
  reference: string;
  name: string;
  /** when the policy stops letting us keep it */
  expiresAt: Date;
  /** why, in the policy's words */
  rule: string;
}

/** Everything the rule removes by `until` (now, for the sweep; a few weeks ahead, for the preview), soonest first. */
export async function expiringBy(db: Kysely<Database>, until: Date, now: Date = new Date()): Promise<ExpiringItem[]> {
  const items: ExpiringItem[] = [];
  // A lead expires leadMonths after its last contact: so its last contact is before `until` minus that.
  const lastContactBefore = addMonthsUtc(until, -RETENTION.leadMonths);
  for (const lead of await leadsLastContactedBefore(db, lastContactBefore.toISOString())) {
    const expiresAt = leadExpiresAt(lead.last_contact_at);
    if (expiresAt > until) continue; // the month arithmetic of a 31st: checked again exactly
    items.push({ kind: lead.kind, id: lead.id, reference: lead.reference, name: lead.fullname, expiresAt, rule: `${RETENTION.leadMonths} months after the last contact` });
  }
  const closedJobs = (await jobsThatMayHaveClosed(db)).flatMap((job) => {
    const expiresAt = applicationExpiresAt(job, until > now ? until : now);
    return expiresAt && expiresAt <= until ? [{ ...job, expiresAt }] : [];
  });
  const byJob = new Map(closedJobs.map((job) => [job.id, job]));
  for (const application of await applicationsForJobs(db, [...byJob.keys()])) {
    const job = byJob.get(application.job_id)!;
    items.push({
      kind: 'application',
      id: application.id,
      reference: application.reference,
      name: `${application.first_name} ${application.last_name}`,
      expiresAt: job.expiresAt,
      rule: `${RETENTION.applicationMonths} months after “${job.job_title}” closed`,
    });
  }
  return items.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
}

export interface SweepResult extends StoredWith {
  leads: number;
  applications: number;
}

/**
 * Deletes everything expired at `now` (and the files of its mails in `dataDir`), and records the counts in the
 * audit log. On SQLite the write-ahead log is then emptied, so what was deleted is in neither file (flushErased).
 */
export async function sweep(engine: Db, dataDir: string, now: Date = new Date()): Promise<SweepResult> {
  const db = engine.kysely;
  const expired = await expiringBy(db, now, now);
  const leads = expired.filter((item) => item.kind !== 'application');
  const applications = expired.filter((item) => item.kind === 'application');
  const leadRows = await storedWith(db, leads.map((item) => item.id), 'lead');
  const applicationRows = await storedWith(db, applications.map((item) => item.id), 'application');
  const result: SweepResult = { leads: 0, applications: 0, files: 0, notes: 0, mails: 0, webhookDeliveries: 0, consentRecords: 0 };
  for (const key of Object.keys(leadRows) as (keyof StoredWith)[]) result[key] = leadRows[key] + applicationRows[key];
  // One transaction per submission (deleteSubmission): a sweep cut short leaves whole submissions, never halves.
  const mails: string[] = [];
  for (const item of expired) {
    const deleted = await deleteSubmission(db, item.kind, item.id);
    if (!deleted) continue;
    result[item.kind === 'application' ? 'applications' : 'leads']++;
    mails.push(...deleted);
  }
  await removeMailFiles(dataDir, mails);
  await audit(db, { actor: 'retention sweep', action: 'retention.sweep', detail: JSON.stringify(result), at: now });
  if (mails.length + result.leads + result.applications > 0) await flushErased(engine);
  return result;
}

export interface SweeperOptions {
  /** how often an instance asks whether a sweep is due (the sweep itself runs once per RETENTION.sweepEveryHours) */
  checkMs?: number;
  /** the clock: tests move it */
  now?: () => Date;
}

/**
 * Runs the daily sweep beside the queue workers of this instance: it asks now and then whether one is due, and
 * the instance that claims it (server/repositories/retention.ts claimSweep) runs it; the others skip. No extra
 * process to schedule, and one sweep a day however many instances run. Each instance also clears its own mail
 * folder of files whose row is gone, as often (server/mail/files.ts).
 */
export function startRetentionSweeper(engine: Db, dataDir: string, { checkMs = 15 * 60_000, now = () => new Date() }: SweeperOptions = {}) {
  const db = engine.kysely;
  let mailFolderClearedAt = -Infinity;
  async function check() {
    const at = now();
    if (at.getTime() - mailFolderClearedAt >= RETENTION.sweepEveryHours * 3_600_000) {
      mailFolderClearedAt = at.getTime();
      const removed = await removeOrphanMailFiles(db, dataDir, at);
      if (removed > 0) console.log(`retention: removed ${removed} mail files whose message was deleted`);
    }
    if (await claimSweep(db, at, RETENTION.sweepEveryHours * 3_600_000)) {
      const result = await sweep(engine, dataDir, at);
      if (result.leads + result.applications > 0) console.log(`retention: removed ${result.leads} leads and ${result.applications} applications (${result.files} files)`);
      // Content studio items deleted more than RETENTION.contentRestoreDays ago can no longer be restored.
      const purged = await purgeDeletedContent(db, at);
      if (purged > 0) await audit(db, { actor: 'retention sweep', action: 'content.purge', detail: `${purged} deleted items past ${RETENTION.contentRestoreDays} days`, at });
    }
  }
  const loop = every(checkMs, 'retention', check, {
    firstAfterMs: Math.min(checkMs, 60_000),
    onError: (error) => {
      if (!databaseUnavailable(error)) console.error('retention: the sweep failed', error);
    },
  });
  return { check: loop.run, stop: loop.stop };
}
