import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { InboxFilters } from '@/components/admin/inbox/inbox-filters';
import { InboxTable } from '@/components/admin/inbox/inbox-table';
import { WeeklyCharts } from '@/components/admin/inbox/weekly-charts';
import { inboxSearch, parseInboxQuery } from '@/lib/admin/inbox-filter';
import { EDITOR_HOME } from '@/lib/admin/roles';
import { requireUser } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { listInbox } from '@/server/repositories/inbox';
import { weeklyView } from '@/server/repositories/weekly';
import styles from '../admin.module.css';

export const metadata: Metadata = { title: 'Inbox' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InboxPage({ searchParams }: Props) {
  const query = parseInboxQuery(await searchParams);
  const user = await requireUser(`/admin${inboxSearch(query)}`);
  // The inbox is the owner's; /admin is also where everyone lands after signing in, so an editor is sent on to
  // their own start page rather than refused.
  if (user.role !== 'owner') redirect(EDITOR_HOME);
  const db = await currentDb();
  const now = new Date();
  // The weekly charts only on the unfiltered first page: they count every submission, so beside a filtered
  // list they would read as if filtered, and paging on should not scroll past them each time.
  const home = inboxSearch(query) === '';
  const [{ rows, total }, weekly] = await Promise.all([listInbox(db.kysely, db.dialect, query, query.page), home ? weeklyView(db.kysely, db.dialect, now) : null]);
  return (
    <>
      <h1>Inbox</h1>
      <div className={styles.home}>
        {weekly && <WeeklyCharts view={weekly} className={styles.weeklyPlace} />}
        <InboxFilters query={query} />
        <InboxTable query={query} rows={rows} total={total} now={now} />
      </div>
    </>
  );
}
