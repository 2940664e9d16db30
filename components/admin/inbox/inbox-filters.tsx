import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { KIND_LABELS, STATUS_LABELS, type InboxQuery } from '@/lib/admin/inbox-filter';

/** The inbox's filters (kind, status, dates, a search), as a plain GET form on /admin. */
export function InboxFilters({ query }: { query: InboxQuery }) {
  return (
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
