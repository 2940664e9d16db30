import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, SubmissionStatus } from '../db/schema';
import { getLead, setStatus, type SubmissionKind } from '../repositories/inbox';
import { enqueueWebhookEvent } from '../webhooks/outbox';
import { leadStatusData } from '../webhooks/payloads';

/**
 * Sets a submission's status. When a lead's status really changes, lead.status_changed is queued in the same
 * transaction, with the status before and after: also into or out of spam, so a receiver can drop a lead
 * marked spam, or take in one an admin found to be real. False when the submission no longer exists.
 */
export async function changeSubmissionStatus(db: Kysely<Database>, kind: SubmissionKind, id: string, status: SubmissionStatus): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = kind === 'application' ? undefined : await getLead(trx, id);
    if (!(await setStatus(trx, kind, id, status))) return false;
    if (lead && lead.status !== status) await enqueueWebhookEvent(trx, 'lead.status_changed', leadStatusData(lead, status), { kind: 'lead', id });
    return true;
  });
}
