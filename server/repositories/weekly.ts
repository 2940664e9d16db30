import 'server-only';
import { sql, type Kysely } from 'kysely';
import { BUDGETS, HEAR_ABOUT, optionLabel, type Option } from '@/lib/validation/options';
import type { Database, Dialect } from '../db/schema';

// The admin home's weekly view: submissions per ISO week (Monday 00:00 UTC), spam left out.

export const WEEKS = 12;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** One bar segment, line of a legend and column of a table. */
export interface Series {
  key: string;
  label: string;
}

/** Counts per week and series: `counts[week][series]`, weeks in the order of `WeeklyView.weeks`. */
export interface Breakdown {
  series: Series[];
  counts: number[][];
}

export interface WeeklyView {
  /** The Monday each week starts on (YYYY-MM-DD, UTC), oldest first; the last is the week `now` is in. */
  weeks: string[];
  /** Every submission: contact messages, quote requests, job applications. */
  byKind: Breakdown;
  /** Quote requests only: the quote form is the one that asks how they heard of us and their budget. */
  byHear: Breakdown;
  byBudget: Breakdown;
}

const KIND_SERIES: Series[] = [
  { key: 'contact', label: 'Contact messages' },
  { key: 'quote', label: 'Quote requests' },
  { key: 'application', label: 'Job applications' },
];
/** Where a quote request stored without an answer is counted (the form requires one; older rows may lack it). */
const NOT_GIVEN: Series = { key: '', label: 'Not given' };

/** The Monday 00:00 UTC that starts the ISO week `at` is in. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * DAY_MS);
}

/** 1970-01-05, the first Monday after the Unix epoch: the engines number weeks from it. */
const EPOCH_MONDAY_MS = 4 * DAY_MS;

/**
 * The week a row was created in, as whole weeks since EPOCH_MONDAY_MS, computed by the engine so the rows
 * group there. Both engines read only the date part of the text (a UTC day, so no session time zone can move
 * a row to another week) and count in integers. Measured on the leads of 12 weeks out of 100,000 rows, that is
 * 35 ms where to_char(date_trunc('week', created_at::timestamp), …) took 60 on PostgreSQL, and 33 ms where
 * date(created_at, 'weekday 0', '-6 days') took 39 on SQLite.
 */
function weekOf(dialect: Dialect, column: 'leads.created_at' | 'applications.created_at') {
  const day = sql`substr(${sql.ref(column)}, 1, 10)`;
  return dialect === 'postgres' ? sql<number>`(${day}::date - date '1970-01-05') / 7` : sql<number>`(unixepoch(${day}) - 345600) / 604800`;
}

/**
 * Submissions of the last 12 weeks (this one included) but spam, per week: by kind, and the quote requests by
 * how they heard of us and by budget. Two grouped queries, each a range on its table's created_at index,
 * so the cost follows the rows of these 12 weeks, not the size of the tables (npm run bench:inbox).
 */
export async function weeklyView(db: Kysely<Database>, dialect: Dialect, now = new Date()): Promise<WeeklyView> {
  const first = weekStart(now).getTime() - (WEEKS - 1) * WEEK_MS;
  const weeks = Array.from({ length: WEEKS }, (_, i) => new Date(first + i * WEEK_MS).toISOString().slice(0, 10));
  // ISO 8601 text in UTC compares as time does, so the bounds are plain text too.
  const from = new Date(first).toISOString();
  const until = new Date(first + WEEKS * WEEK_MS).toISOString();
  const firstNumber = (first - EPOCH_MONDAY_MS) / WEEK_MS;
  const leadWeek = weekOf(dialect, 'leads.created_at');
  const applicationWeek = weekOf(dialect, 'applications.created_at');
  const [leads, applications] = await Promise.all([
    db
      .selectFrom('leads')
      .select([leadWeek.as('week'), 'kind', 'hear', 'budget', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .where('status', '<>', 'spam')
      .groupBy([leadWeek, 'kind', 'hear', 'budget'])
      .execute(),
    db
      .selectFrom('applications')
      .select([applicationWeek.as('week'), (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .where('status', '<>', 'spam')
      .groupBy(applicationWeek)
      .execute(),
  ]);
  const quotes = leads.filter((row) => row.kind === 'quote');
  return {
    weeks,
    byKind: tally(firstNumber, KIND_SERIES, [...leads.map((row) => ({ ...row, key: row.kind })), ...applications.map((row) => ({ ...row, key: 'application' }))]),
    byHear: tally(firstNumber, withAnswers(HEAR_ABOUT, quotes.map((row) => row.hear)), quotes.map((row) => ({ ...row, key: row.hear ?? '' }))),
    byBudget: tally(firstNumber, withAnswers(BUDGETS, quotes.map((row) => row.budget)), quotes.map((row) => ({ ...row, key: row.budget ?? '' }))),
  };
}

/** A form's options in their order, then any other stored answer (an option since retired), then 'Not given'. */
function withAnswers(options: readonly Option[], answers: (string | null)[]): Series[] {
  const known = new Set(options.map((option) => option.value));
  const others = [...new Set(answers.filter((answer): answer is string => answer !== null && !known.has(answer)))].sort();
  const series = [...options, ...others.map((value) => ({ value }))].map(({ value }) => ({ key: value, label: optionLabel(options, value) ?? value }));
  return answers.includes(null) ? [...series, NOT_GIVEN] : series;
}

/** Sums the grouped rows into a week-by-series grid (week numbers from `firstNumber` on), zeros where nothing came in. */
function tally(firstNumber: number, series: Series[], rows: { week: number; key: string; n: number | string }[]): Breakdown {
  const counts = Array.from({ length: WEEKS }, () => series.map(() => 0));
  const seriesIndex = new Map(series.map((s, i) => [s.key, i]));
  for (const row of rows) {
    const w = Number(row.week) - firstNumber;
    const s = seriesIndex.get(row.key);
    if (w >= 0 && w < WEEKS && s !== undefined) counts[w][s] += Number(row.n); // pg gives count(*) as a string
  }
  return { series, counts };
}
