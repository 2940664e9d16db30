'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { addNote, deleteSubmission, SUBMISSION_KINDS, SUBMISSION_STATUSES, type SubmissionKind } from '../repositories/inbox';
import { config } from '../config';
import { removeMailFiles } from '../mail/files';
import { kick } from '../queue/kick';
import { retryMail, retryAllFailed } from '../repositories/outbox';
import { changeSubmissionStatus } from '../forms/status';
import { adminFormAction, type ActionTarget } from './admin-action';

const detailPath = (kind: SubmissionKind, id: string) => `/admin/${kind === 'application' ? 'applications' : 'leads'}/${id}`;

/** The submission a form is about (the login comes back to it); a tampered form goes back to the inbox. */
const submission = {
  schema: z.object({ kind: z.enum(SUBMISSION_KINDS as [SubmissionKind, ...SubmissionKind[]]), id: z.uuid() }),
  path: ({ kind, id }) => detailPath(kind, id),
  list: '/admin',
} satisfies ActionTarget<{ kind: SubmissionKind; id: string }>;

export const changeStatus = adminFormAction(
  {
    target: submission,
    schema: z.object({ status: z.enum(SUBMISSION_STATUSES as ['new', 'in_progress', 'done', 'spam']) }),
    invalid: ({ kind, id }) => `${detailPath(kind, id)}?error=status`,
  },
  async ({ kind, id, status }, { db, log }) => {
    if (!(await changeSubmissionStatus(db.kysely, kind, id, status))) redirect('/admin?error=gone');
    kick('webhook_deliveries');
    await log('status', `${kind}:${id}`, status);
    redirect(`${detailPath(kind, id)}?done=status`);
  },
);

export const addNoteAction = adminFormAction(
  { target: submission, schema: z.object({ note: z.string().trim().min(1).max(5000) }), invalid: ({ kind, id }) => `${detailPath(kind, id)}?error=note#notes` },
  async ({ kind, id, note }, { user, db, log }) => {
    await addNote(db.kysely, kind, id, user.email, note);
    await log('note', `${kind}:${id}`);
    redirect(`${detailPath(kind, id)}?done=note#notes`);
  },
);

/** A privacy request: the submission, its files, notes and mails go, after the box saying so is ticked. */
export const deleteAction = adminFormAction({ target: submission }, async ({ kind, id }, { db, log, form }) => {
  if (form.get('confirm') !== 'yes') redirect(`${detailPath(kind, id)}?error=confirm#delete`);
  const mails = await deleteSubmission(db.kysely, kind, id);
  if (mails) {
    await removeMailFiles(config.dataDir, mails);
    await log('delete', `${kind}:${id}`);
  }
  redirect('/admin?done=deleted');
});

/** Sends a failed mail again; a form without a valid mail id only wakes the outbox. */
export const retryMailAction = adminFormAction({ back: '/admin/outbox', schema: z.object({ id: z.uuid().optional().catch(undefined) }) }, async ({ id }, { db, log }) => {
  if (id && (await retryMail(db.kysely, id))) await log('outbox.retry', `mail:${id}`);
  kick('outbox');
  redirect('/admin/outbox?done=retry');
});

export const retryAllAction = adminFormAction({ back: '/admin/outbox' }, async (_, { db, log }) => {
  const count = await retryAllFailed(db.kysely);
  await log('outbox.retry-all', null, `${count} messages`);
  kick('outbox');
  redirect('/admin/outbox?done=retry');
});
