import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { WeeklyCharts } from '@/components/admin/inbox/weekly-charts';
import { inboxSearch, KIND_LABELS, parseInboxQuery, STATUS_LABELS } from '@/lib/admin/inbox-filter';
import { EDITOR_HOME } from '@/lib/admin/roles';
import { formatPosted } from '@/lib/relative-time';
import { requireUser } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { listInbox, PAGE_SIZE } from '@/server/repositories/inbox';
import { weeklyView } from '@/server/repositories/weekly';
import styles from '../admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';

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
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1>Inbox</h1>
      <div className={styles.home}>
        {weekly && <WeeklyCharts view={weekly} className={styles.weeklyPlace} />}
        <form method="get" action="/admin" className={styles.filters} role="search" aria-label="Filter the inbox">
          <Choice label="Kind" name="kind" value={query.kind} all="All kinds" options={KIND_LABELS} />
          <Choice label="Status" name="status" value={query.status} all="Any status" options={STATUS_LABELS} />
          <label>
            Received from
            <input type="date" name="from" defaultValue={query.from ?? ''} />
          </label>
          <label>
            Received until
            <input type="date" name="to" defaultValue={query.to ?? ''} />
          </label>
          <label className={styles.search}>
            Search
            <input type="search" name="q" defaultValue={query.q ?? ''} placeholder="Name, e-mail, message or NV-Q-7K3P9" maxLength={200} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button button-dark">
              Apply
            </button>
            <Link href="/admin">Clear</Link>
          </div>
        </form>
        <div className={styles.actions}>
          <p className={styles.muted} role="status">
            {total === 0 ? 'Nothing matches.' : `${total} submission${total === 1 ? '' : 's'}; page ${query.page} of ${pages}.`}
          </p>
          <a href={`/admin/export${inboxSearch({ ...query, page: 1 })}`} download>
            Export these as CSV
          </a>
        </div>
        <AdminTable caption="Submissions, newest first" columns={['Name', 'Reference', 'Kind', 'E-mail', 'Company or job', 'Received', 'Status', 'Files']}>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.id}`}>
              <td>
                <Link href={`/admin/${row.kind === 'application' ? 'applications' : 'leads'}/${row.id}`}>{row.name}</Link>
              </td>
              <td className={styles.reference}>{row.reference}</td>
              <td>{KIND_LABELS[row.kind]}</td>
              <td>{row.email}</td>
              <td>{row.about ?? '—'}</td>
              <td>
                <time dateTime={row.created_at} title={row.created_at}>
                  {formatPosted(row.created_at, now)}
                </time>
                <div className={styles.muted}>{row.created_at.slice(0, 16).replace('T', ' ')} UTC</div>
              </td>
              <td>
                <span className={styles.badge} data-status={row.status}>
                  {STATUS_LABELS[row.status]}
                </span>
              </td>
              <td>{row.files}</td>
            </tr>
          ))}
        </AdminTable>
        <nav className={styles.pager} aria-label="Pages">
          {query.page > 1 ? <Link href={`/admin${inboxSearch({ ...query, page: query.page - 1 })}`}>← Newer</Link> : <span />}
          {query.page < pages ? <Link href={`/admin${inboxSearch({ ...query, page: query.page + 1 })}`}>Older →</Link> : <span />}
        </nav>
      </div>
    </>
  );
}

/** A filter's select: one option for no filter, then each value with its label. */
function Choice({ label, name, value, all, options }: { label: string; name: string; value?: string; all: string; options: Record<string, string> }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
