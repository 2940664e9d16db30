'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { emailSchema } from '../auth/users';
import { config } from '../config';
import { setKept } from '../repositories/retention';
import { erasePrivacyData, findPrivacyData, type ErasureCounts, type PrivacySummary } from '../privacy/requests';
import { adminAction, adminFormAction, type Refused } from './admin-action';

/** The Privacy page's person search: the address asked about, what was found, or what was erased. */
export interface PersonState {
  version: number;
  email: string;
  error?: string;
  found?: PrivacySummary;
  erased?: ErasureCounts;
}

/**
 * The Privacy page's one form action: 'find' lists everything stored about an address (nothing changes; the
 * search is audited without the address); 'erase' erases it all, once the box saying so is ticked.
 */
export const personAction = adminAction(
  {
    back: '/admin/privacy',
    schema: z.object({ email: emailSchema }),
    invalid: ({ values, version }: Refused<PersonState>): PersonState => ({ version, email: values.email.slice(0, 254), error: 'Enter the e-mail address the person used with us.' }),
  },
  async ({ email }, { db, user, log, form, previous, version }): Promise<PersonState> => {
    if (form.get('intent') === 'erase') {
      if (form.get('confirm') !== 'yes') return { ...previous, version, error: 'Tick the box to confirm that everything about this address is to be erased.' };
      const erased = await erasePrivacyData(db, config.dataDir, email, { actor: user.email });
      return { version, email: '', erased };
    }
    const found = await findPrivacyData(db.kysely, email);
    await log('privacy.find', null, `${found.submissions.length} submissions`);
    return { version, email, found };
  },
);

/** Marks a lead kept (it became an engagement: the retention sweep leaves it), or takes the mark off. */
export const keepLeadAction = adminFormAction(
  { target: { schema: z.object({ id: z.uuid() }), path: ({ id }) => `/admin/leads/${id}`, list: '/admin' } },
  async ({ id }, { db, user, log, form }) => {
    const keep = form.get('keep') === 'yes';
    if (!(await setKept(db.kysely, id, keep ? user.email : null))) redirect('/admin?error=gone');
    await log(keep ? 'retention.keep' : 'retention.unkeep', `lead:${id}`);
    redirect(`/admin/leads/${id}?done=${keep ? 'kept' : 'unkept'}#retention`);
  },
);
