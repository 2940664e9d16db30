import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OwnerKind } from '../db/schema';
import { startQueueWorker } from '../queue/worker';
import { insertMails } from '../repositories/outbox';
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
  await insertMails(
    trx,
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
  );
}

interface WorkerOptions {
  db: Kysely<Database>;
  send: SendMail;
  from: string;
  pollMs: number;
  retryBaseMs: number;
}

/** Sends due outbox rows through the shared queue worker (server/queue/worker.ts): claimed once, retried with backoff. */
export function startOutboxWorker({ db, send, from, pollMs, retryBaseMs }: WorkerOptions) {
  return startQueueWorker({
    name: 'outbox',
    db,
    table: 'outbox',
    pollMs,
    retryBaseMs,
    deliver: async (row) => send({ id: row.id, from, to: row.to_address, replyTo: row.reply_to, subject: row.subject, text: row.text_body, html: row.html_body }),
    delivered: (at) => ({ status: 'sent', sent_at: at }),
  });
}
