import Link from 'next/link';
import { analyticsHref, LIST_KEYS, LIST_LABELS, NONE_LABEL, RANGES, ROW_LABELS, type AnalyticsQuery, type ListKey, type RangeKey } from '@/lib/admin/analytics-query';
import { conversionRate, type Report } from '@/server/analytics/report';
import adminStyles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { VisitorsChart } from './analytics-chart';
import styles from './analytics.module.css';

const BASE = '/admin/analytics';
const number = new Intl.NumberFormat('en-GB');

/** The analytics dashboard: server-rendered, every control a link or a GET form, so it works without JavaScript. */
export function AnalyticsDashboard({ query, report }: { query: AnalyticsQuery; report: Report }) {
  const rate = conversionRate(report.totals);
  const before = conversionRate(report.previous);
  return (
    <>
      <h1>Analytics</h1>
      <p className={adminStyles.muted}>
        Counts only: no cookie, nothing stored in visitors’ browsers, no one identifiable. Days are UTC; {report.blocked} hits from bots were turned away in this range.
      </p>
      <nav aria-label="Range">
        <ul className={styles.ranges}>
          {(Object.keys(RANGES) as RangeKey[])
            .filter((r) => r !== 'custom')
            .map((r) => (
              <li key={r}>
                <Link href={analyticsHref(BASE, query, { range: r })} aria-current={query.range === r ? 'page' : undefined}>
                  {RANGES[r]}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <form method="get" action={BASE} className={styles.custom} aria-label="Custom range">
        <input type="hidden" name="range" value="custom" />
        {query.filter && <input type="hidden" name="f" value={`${query.filter.dim}:${query.filter.value}`} />}
        <label>
          From
          <input type="date" name="from" defaultValue={query.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={query.to} required />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <p>
        <strong>
          {query.from === query.to ? query.from : `${query.from} to ${query.to}`}
        </strong>
        , compared with {query.previousFrom === query.previousTo ? query.previousFrom : `${query.previousFrom} to ${query.previousTo}`}.
        {query.filter && (
          <>
            {' '}
            Filtered by {LIST_LABELS[query.filter.dim].toLowerCase()}: <strong>{label(query.filter.dim, query.filter.value)}</strong>{' '}
            <Link href={analyticsHref(BASE, query, { filter: null })}>Clear filter</Link>
          </>
        )}
      </p>
      <dl className={styles.stats}>
        <Stat name="Visitors" value={report.totals.visitors} previous={report.previous.visitors} />
        <Stat name="Page views" value={report.totals.views} previous={report.previous.views} />
        <Stat name="Conversions" value={report.totals.conversions} previous={report.previous.conversions} />
        <div>
          <dt>Conversion rate</dt>
          <dd>
            {rate === null ? '–' : `${rate}%`}
            <small>before: {before === null ? '–' : `${before}%`}</small>
          </dd>
        </div>
        <div>
          <dt>Visitors now</dt>
          <dd>
            {report.visitorsNow}
            <small>in the last 5 minutes</small>
          </dd>
        </div>
      </dl>
      <p className={adminStyles.muted} id="conversion-rule">
        The conversion rate is the share of visitors (those with a counted page view that day) who sent at least one form, so it never passes 100 %.{' '}
        {report.unmatched > 0 && `${number.format(report.unmatched)} of the conversions came from visitors with no counted page view that day (their views not counted, or the form sent from another network): they count as conversions, in no rate.`}
      </p>
      <VisitorsChart daily={report.daily} />
      <div className={styles.lists}>
        {LIST_KEYS.map((dim) => (
          <List key={dim} dim={dim} rows={report.lists[dim]} query={query} />
        ))}
      </div>
    </>
  );
}

function Stat({ name, value, previous }: { name: string; value: number; previous: number }) {
  const change = previous ? Math.round(((value - previous) / previous) * 100) : null;
  return (
    <div>
      <dt>{name}</dt>
      <dd>
        {number.format(value)}
        <small>
          before: {number.format(previous)}
          {change !== null && ` (${change > 0 ? '+' : ''}${change}%)`}
        </small>
      </dd>
    </div>
  );
}

function label(dim: ListKey, value: string) {
  return value === '' ? (NONE_LABEL[dim] ?? '(none)') : value;
}

function List({ dim, rows, query }: { dim: ListKey; rows: Report['lists'][ListKey]; query: AnalyticsQuery }) {
  const id = `list-${dim}`;
  const conversions = dim !== 'notfound';
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{LIST_LABELS[dim]}</h2>
      <AdminTable labelledBy={id} columns={[ROW_LABELS[dim], 'Visitors', 'Page views', ...(conversions ? ['Conversions', 'Rate'] : [])]} empty={rows.length === 0 && 'Nothing in this range.'}>
        {rows.map((row) => {
          const rate = conversionRate(row);
          return (
            <tr key={row.value}>
              <th scope="row" className={styles.value}>
                {row.value === '(other)' ? row.value : <Link href={analyticsHref(BASE, query, { filter: { dim, value: row.value } })}>{label(dim, row.value)}</Link>}
              </th>
              <td>{number.format(row.visitors)}</td>
              <td>{number.format(row.views)}</td>
              {conversions && (
                <>
                  <td>{number.format(row.conversions)}</td>
                  <td>{rate === null ? '–' : `${rate}%`}</td>
                </>
              )}
            </tr>
          );
        })}
      </AdminTable>
      <p>
        <a href={analyticsHref('/admin/analytics/export', query, { list: dim })} download>
          {LIST_LABELS[dim]} as CSV
        </a>
      </p>
    </section>
  );
}
