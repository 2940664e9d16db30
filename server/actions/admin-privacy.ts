'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { emailSchema } from '../auth/users';
import { config } from '../config';
import { setKept } from '../repositories/retention';
import { erasePerson, findPerson, type ErasureCounts, type PersonSummary } from '../services/person';
import { adminContext as context } from './admin-context';

/** The Privacy page's person search: the address asked about, what was found, or what was erased. */
export interface PersonState {
  version: number;
  email: string;
  error?: string;
  found?: PersonSummary;
  erased?: ErasureCounts;
}

const readEmail = (form: FormData) => emailSchema.safeParse(String(form.get('email') ?? ''));

/**
 * The Privacy page's one form action: 'find' lists everything stored about an address (nothing changes; the
 * search is audited without the address); 'erase' erases it all, once the box saying so is ticked.
 */
export async function personAction(previous: PersonState, form: FormData): Promise<PersonState> {
  const { db, user, log } = await context('/admin/privacy');
  const version = previous.version + 1;
  const email = readEmail(form);
  if (!email.success) return { version, email: String(form.get('email') ?? '').slice(0, 254), error: 'Enter the e-mail address the person used with us.' };
  if (form.get('intent') === 'erase') {
    if (form.get('confirm') !== 'yes') return { ...previous, version, error: 'Tick the box to confirm that everything about this address is to be erased.' };
    const erased = await erasePerson(db, config.dataDir, email.data, { actor: user.email });
    return { version, email: '', erased };
  }
  const found = await findPerson(db.kysely, email.data);
  await log('privacy.find', null, `${found.submissions.length} submissions`);
  return { version, email: email.data, found };
}

const leadId = z.uuid();

/** Marks a lead kept (it became an engagement: the retention sweep leaves it), or takes the mark off. */
export async function keepLeadAction(form: FormData): Promise<void> {
  const id = leadId.safeParse(form.get('id'));
  const path = `/admin/leads/${id.data}`;
  const { db, user, log } = await context(id.success ? path : '/admin'); // before anything of the form is acted on
  if (!id.success) redirect('/admin?error=unknown');
  const keep = form.get('keep') === 'yes';
  if (!(await setKept(db.kysely, id.data, keep ? user.email : null))) redirect('/admin?error=gone');
  await log(keep ? 'retention.keep' : 'retention.unkeep', `lead:${id.data}`);
  redirect(`${path}?done=${keep ? 'kept' : 'unkept'}#retention`);
}
