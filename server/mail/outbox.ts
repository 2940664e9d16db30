import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OwnerKind } from '../db/schema';
import { databaseUnavailable } from '../db/unavailable';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import type { MailContent } from './templates';
import type { SendMail } from './transport';

export interface QueuedMail {
  topic: string;
  to: string;
  replyTo?: string;
  content: MailContent;
  /** the submission it is about */
  owner?: { kind: OwnerKind; id: string };
}

/** Queues mail inside the caller's transaction: it exists if and only if the submission was committed. */
export async function enqueueMail(trx: Transaction<Database>, mails: QueuedMail[], now = new Date()): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        topic: mail.topic,
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.content.subject,
        text_body: mail.content.text,
        html_body: mail.content.html,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
        owner_kind: mail.owner?.kind ?? null,
        owner_id: mail.owner?.id ?? null,
      })),
    )
    .execute();
}

interface WorkerOptions {
  db: Kysely<Database>;
  send: SendMail;
  from: string;
  pollMs: number;
  retryBaseMs: number;
}

/**
 * Sends due outbox rows, one claim at a time so several server instances can share the table. A failed
 * send is retried with exponential backoff; after MAX_ATTEMPTS the row is marked failed for a human.
 */
export function startOutboxWorker({ db, send, from, pollMs, retryBaseMs }: WorkerOptions) {
  let running = false;
  let again = false;
  let unreachable = false;

  async function tick() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await drain();
      } while (again);
      if (unreachable) console.warn('outbox: the database answers again');
      unreachable = false;
    } catch (error) {
      if (!databaseUnavailable(error)) console.error('outbox: could not read the queue', error);
      else if (!unreachable) {
        unreachable = true; // said once per outage, not on every poll
        console.error(`outbox: the database is unreachable (${(error as Error).message}); trying again every ${pollMs} ms`);
      }
    } finally {
      running = false;
    }
  }

  async function drain() {
    const now = new Date();
    const due = await db
      .selectFrom('outbox')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now.toISOString())]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now.toISOString())]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(20)
      .execute();
    for (const row of due) {
      const claimed = await db
        .updateTable('outbox')
        .set({ status: 'sending', locked_until: new Date(Date.now() + 60_000).toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('attempts', '=', row.attempts)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue; // another instance took it
      try {
        await send({ id: row.id, from, to: row.to_address, replyTo: row.reply_to, subject: row.subject, text: row.text_body, html: row.html_body });
        await db.updateTable('outbox').set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, attempts: row.attempts + 1, last_error: null }).where('id', '=', row.id).execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await db
          .updateTable('outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            locked_until: null,
            last_error: String((error as Error)?.message ?? error).slice(0, 500),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
        if (failed) console.error(`outbox: giving up on ${row.id} after ${attempts} attempts`);
      }
    }
  }

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  void tick();
  return { kick: () => void tick(), stop: () => clearInterval(timer) };
}
