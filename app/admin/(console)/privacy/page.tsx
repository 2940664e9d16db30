import type { Metadata } from 'next';
import { PersonFinder } from '@/components/admin/privacy/person-finder';
import { RetentionOverview } from '@/components/admin/privacy/retention-overview';
import { RETENTION } from '@/lib/retention';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { recentSweeps } from '@/server/repositories/retention';
import { expiringBy } from '@/server/privacy/retention';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Privacy' };

const DAY = 86_400_000;

/**
 * What the privacy policy promises, carried out: the retention rule previewed for the days ahead and the last
 * sweeps' counts (never what they removed), and a person's data found, handed over or erased on request.
 */
export default async function PrivacyPage() {
  await requireOwner('/admin/privacy');
  const db = await currentDb();
  const now = new Date();
  const [expiring, sweeps] = await Promise.all([expiringBy(db.kysely, new Date(now.getTime() + RETENTION.previewDays * DAY), now), recentSweeps(db.kysely)]);
  return (
    <>
      <h1>Privacy</h1>
      <RetentionOverview expiring={expiring} sweeps={sweeps} now={now} />
      <section aria-labelledby="person-title" style={{ marginTop: 32 }}>
        <h2 id="person-title">A person’s data</h2>
        <p className={styles.muted}>For a request for a copy of someone’s data, or for its deletion: everything stored about the e-mail address they used with us.</p>
        <PersonFinder />
      </section>
    </>
  );
}
