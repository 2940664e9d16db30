'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { addNote, deleteSubmission, SUBMISSION_KINDS, SUBMISSION_STATUSES, type SubmissionKind } from '../repositories/inbox';
import { config } from '../config';
import { removeMailFiles } from '../mail/files';
import { kick } from '../queue/kick';
import { retryMail, retryAllFailed } from '../repositories/outbox';
import { changeSubmissionStatus } from '../services/status';
import { adminContext as context } from './admin-context';

const target = z.object({ kind: z.enum(SUBMISSION_KINDS as [SubmissionKind, ...SubmissionKind[]]), id: z.uuid() });
const detailPath = (kind: SubmissionKind, id: string) => `/admin/${kind === 'application' ? 'applications' : 'leads'}/${id}`;

/**
 * The submission a form is about, after the access check (whose login comes back to that submission): nothing of
 * the form is acted on first. A tampered form goes back to the inbox.
 */
async function submissionContext(form: FormData) {
  const parsed = target.safeParse({ kind: form.get('kind'), id: form.get('id') });
  const shared = await context(parsed.success ? detailPath(parsed.data.kind, parsed.data.id) : '/admin');
  if (!parsed.success) redirect('/admin?error=unknown');
  return { ...parsed.data, ...shared };
}

export async function changeStatus(form: FormData): Promise<void> {
  const { kind, id, db, log } = await submissionContext(form);
  const status = z.enum(SUBMISSION_STATUSES as ['new', 'in_progress', 'done', 'spam']).safeParse(form.get('status'));
  if (!status.success) redirect(`${detailPath(kind, id)}?error=status`);
  if (!(await changeSubmissionStatus(db.kysely, kind, id, status.data))) redirect('/admin?error=gone');
  kick('webhook_deliveries');
  await log('status', `${kind}:${id}`, status.data);
  redirect(`${detailPath(kind, id)}?done=status`);
}

export async function addNoteAction(form: FormData): Promise<void> {
  const { kind, id, user, db, log } = await submissionContext(form);
  const body = z.string().trim().min(1).max(5000).safeParse(form.get('note'));
  if (!body.success) redirect(`${detailPath(kind, id)}?error=note#notes`);
  await addNote(db.kysely, kind, id, user.email, body.data);
  await log('note', `${kind}:${id}`);
  redirect(`${detailPath(kind, id)}?done=note#notes`);
}

/** A privacy request: the submission, its files, notes and mails go, after the box saying so is ticked. */
export async function deleteAction(form: FormData): Promise<void> {
  const { kind, id, db, log } = await submissionContext(form);
  if (form.get('confirm') !== 'yes') redirect(`${detailPath(kind, id)}?error=confirm#delete`);
  const mails = await deleteSubmission(db.kysely, kind, id);
  if (mails) {
    await removeMailFiles(config.dataDir, mails);
    await log('delete', `${kind}:${id}`);
  }
  redirect('/admin?done=deleted');
}

export async function retryMailAction(form: FormData): Promise<void> {
  const { db, log } = await context('/admin/outbox');
  const id = z.uuid().safeParse(form.get('id'));
  if (id.success && (await retryMail(db.kysely, id.data))) await log('outbox.retry', `mail:${id.data}`);
  kick('outbox');
  redirect('/admin/outbox?done=retry');
}

export async function retryAllAction(): Promise<void> {
  const { db, log } = await context('/admin/outbox');
  const count = await retryAllFailed(db.kysely);
  await log('outbox.retry-all', null, `${count} messages`);
  kick('outbox');
  redirect('/admin/outbox?done=retry');
}
