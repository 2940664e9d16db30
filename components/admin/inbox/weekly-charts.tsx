import { formatDate } from '@/lib/format';
import type { Breakdown, WeeklyView } from '@/server/repositories/weekly';
import styles from './weekly-charts.module.css';

/**
 * The admin home's weekly view: three stacked bar charts drawn as inline SVG on the server (no chart library,
 * no client JavaScript), each with its numbers in a real table.
 *
 * Each chart is an image (role="img") named by its title and described by a summary in words (the range, the
 * totals per series, the busiest week), so a screen reader user hears what a sighted user sees at a glance.
 * The exact numbers are in a <details> "Show as table" right after it, rather than in a visually hidden
 * table: the disclosure is one keyboard stop and one announced control per chart, which keeps the way to the
 * inbox list short, and opening it gives everyone the numbers (sighted keyboard, zoom and mouse users too),
 * where a hidden table would serve screen readers only and read out every number before the list.
 */

/**
 * A look per series, in series order: a colour of at least 3:1 on white and on the page's paper (WCAG 2.2
 * 1.4.11), and a fill pattern of its own, so no two series differ by colour alone (1.4.1). First Okabe-Ito's
 * colour-blind-safe blue, vermilion and bluish green, then darker hues where its others are under 3:1.
 */
const LOOKS = [
  { colour: '#0072b2', pattern: 'solid' },
  { colour: '#d55e00', pattern: 'diagonal' },
  { colour: '#009e73', pattern: 'dots' },
  { colour: '#7a1f5c', pattern: 'grid' },
  { colour: '#4a4852', pattern: 'horizontal' },
  { colour: '#8a4b00', pattern: 'vertical' },
] as const;
const look = (i: number) => LOOKS[i % LOOKS.length];
const fillOf = (i: number) => (look(i).pattern === 'solid' ? look(i).colour : `url(#weekly-look-${i % LOOKS.length})`);

// The drawing, in SVG units. It scales to its box: 280 wide keeps 11-unit text at about 12 px on a 375 px phone.
const WIDTH = 280;
const HEIGHT = 170;
const LEFT = 28;
const RIGHT = 4;
const TOP = 8;
const BOTTOM = 30;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const COMPACT = new Intl.NumberFormat('en-GB', { notation: 'compact' });
const day = (week: string) => new Date(`${week}T00:00:00Z`);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

interface ChartProps {
  id: string;
  /** names the figure, the image and the table */
  title: string;
  /** what is counted, plural: 'submissions', 'quote requests' */
  unit: string;
  weeks: string[];
  breakdown: Breakdown;
}

/** `className`: the page's placement of the section (the inbox puts it after the list on a narrow screen). */
export function WeeklyCharts({ view, className = '' }: { view: WeeklyView; className?: string }) {
  const nothing = sum(view.byKind.counts.map(sum)) === 0;
  return (
    <section className={`${styles.weekly} ${className}`} aria-labelledby="weekly-heading">
      <h2 id="weekly-heading" className={styles.heading}>
        The last {view.weeks.length} weeks
      </h2>
      <p className={styles.note}>Weeks run Monday to Sunday (UTC); the last is this week so far. Spam is not counted.</p>
      {nothing ? (
        <p>No submissions in these {view.weeks.length} weeks.</p>
      ) : (
        <div className={styles.grid}>
          <Patterns />
          <Chart id="weekly-kind" title="Submissions by kind" unit="submissions" weeks={view.weeks} breakdown={view.byKind} />
          <Chart id="weekly-hear" title="Quote requests by how they heard of us" unit="quote requests" weeks={view.weeks} breakdown={view.byHear} />
          <Chart id="weekly-budget" title="Quote requests by budget" unit="quote requests" weeks={view.weeks} breakdown={view.byBudget} />
        </div>
      )}
    </section>
  );
}

function Chart({ id, title, unit, weeks, breakdown }: ChartProps) {
  return (
    <figure className={styles.chart}>
      <figcaption>
        {title} <span className={styles.muted}>(spam not counted)</span>
      </figcaption>
      <svg className={styles.plot} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{`${title}, per week: stacked bar chart`}</title>
        <desc id={`${id}-desc`}>{describe(unit, weeks, breakdown)}</desc>
        <Bars weeks={weeks} breakdown={breakdown} />
      </svg>
      <ul className={styles.legend}>
        {breakdown.series.map((series, i) => (
          <li key={series.key}>
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <rect x="0.5" y="0.5" width="13" height="13" fill={fillOf(i)} stroke={look(i).colour} />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>
          Show as table<span className="visually-hidden"> for {title.toLowerCase()}</span>
        </summary>
        <Table id={id} title={title} weeks={weeks} breakdown={breakdown} />
      </details>
    </figure>
  );
}

/** The summary a screen reader gives for the image: range, totals per series, the busiest week. */
function describe(unit: string, weeks: string[], { series, counts }: Breakdown): string {
  const totals = counts.map(sum);
  const all = sum(totals);
  if (all === 0) return `No ${unit} in these ${weeks.length} weeks.`;
  const busiest = totals.indexOf(Math.max(...totals));
  const perSeries = series.map((s, i) => `${s.label}: ${sum(counts.map((week) => week[i]))}`).join(', ');
  return (
    `${weeks.length} weeks from ${formatDate(weeks[0])} to the week of ${formatDate(weeks[weeks.length - 1])}, this week so far. ` +
    `${all} ${unit} in all. ${perSeries}. ` +
    `Most in one week: ${totals[busiest]}, the week of ${DAY_MONTH.format(day(weeks[busiest]))}. The table after the chart has every week's numbers.`
  );
}

function Bars({ weeks, breakdown: { series, counts } }: { weeks: string[]; breakdown: Breakdown }) {
  const gridlines = ticks(Math.max(...counts.map(sum)));
  const scale = PLOT_HEIGHT / gridlines[gridlines.length - 1];
  const column = (WIDTH - LEFT - RIGHT) / weeks.length;
  const bar = column * 0.64;
  const baseline = TOP + PLOT_HEIGHT;
  return (
    <g fontSize="11" fill="currentColor">
      {gridlines.map((value) => (
        <g key={value}>
          <line className={value === 0 ? styles.axis : styles.gridline} x1={LEFT} x2={WIDTH - RIGHT} y1={baseline - value * scale} y2={baseline - value * scale} />
          <text x={LEFT - 4} y={baseline - value * scale} dy="0.35em" textAnchor="end">
            {COMPACT.format(value)}
          </text>
        </g>
      ))}
      {weeks.map((week, w) => {
        const x = LEFT + w * column + (column - bar) / 2;
        const centre = LEFT + (w + 0.5) * column;
        const newMonth = w === 0 || week.slice(5, 7) !== weeks[w - 1].slice(5, 7);
        let top = baseline;
        return (
          <g key={week}>
            {counts[w].map((n, i) => {
              if (n === 0) return null;
              const height = n * scale;
              top -= height;
              // Inset by the stroke, so a white gap parts each segment from the next (1.4.11: each shape holds its own edge).
              return (
                <rect key={series[i].key} x={x + 0.5} y={top + 1.5} width={bar - 1} height={Math.max(height - 2, 0.5)} fill={fillOf(i)} stroke={look(i).colour}>
                  <title>{`${series[i].label}, week of ${DAY_MONTH.format(day(week))}: ${n}`}</title>
                </rect>
              );
            })}
            <text x={centre} y={baseline + 13} textAnchor="middle">
              {day(week).getUTCDate()}
            </text>
            {newMonth && (
              <text x={centre} y={baseline + 26} textAnchor="middle">
                {MONTH.format(day(week))}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Gridline values: 0 up to a round top at or above `max`, in steps of 1, 2 or 5 times a power of ten. */
export function ticks(max: number): number[] {
  const rough = Math.max(max, 1) / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? rough);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/**
 * The chart's numbers. A table of many columns may be wider than a phone: it scrolls in its own box, which
 * takes focus (tabindex 0) so a keyboard can scroll it too, and is a region named by the caption so a screen
 * reader says what that stop is.
 */
function Table({ id, title, weeks, breakdown: { series, counts } }: { id: string; title: string; weeks: string[]; breakdown: Breakdown }) {
  const captionId = `${id}-table`;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {title} per week, spam not counted
        </caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week}>
              <th scope="row">
                <time dateTime={week}>{DAY_MONTH.format(day(week))}</time>
                {w === weeks.length - 1 && ' (so far)'}
              </th>
              {counts[w].map((n, i) => (
                <td key={series[i].key}>{n}</td>
              ))}
              <td>{sum(counts[w])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All {weeks.length} weeks</th>
            {series.map((s, i) => (
              <td key={s.key}>{sum(counts.map((week) => week[i]))}</td>
            ))}
            <td>{sum(counts.map(sum))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The fill patterns, once for all charts and legends (an SVG paint server may be used from any SVG on the page). */
function Patterns() {
  return (
    <svg className={styles.defs} aria-hidden="true" focusable="false">
      <defs>
        {LOOKS.map(({ colour, pattern }, i) => (
          <pattern key={pattern} id={`weekly-look-${i}`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={pattern === 'diagonal' ? 'rotate(45)' : undefined}>
            <rect width="6" height="6" fill="#fff" />
            {pattern === 'diagonal' || pattern === 'vertical' ? <rect width="3" height="6" fill={colour} /> : null}
            {pattern === 'horizontal' ? <rect width="6" height="3" fill={colour} /> : null}
            {pattern === 'dots' ? <circle cx="3" cy="3" r="1.8" fill={colour} /> : null}
            {pattern === 'grid' ? <path d="M0 3H6M3 0V6" stroke={colour} strokeWidth="2" /> : null}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}
