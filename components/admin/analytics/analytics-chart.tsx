import styles from './analytics.module.css';

const WIDTH = 600;
const HEIGHT = 140;
const BOTTOM = 18;

/**
 * Visitors per day as bars (inline SVG drawn on the server, no script), named and summed up in words for a screen
 * reader, with its numbers in a real table behind "Show as table".
 */
export function VisitorsChart({ daily }: { daily: { day: string; visitors: number; views: number; conversions: number }[] }) {
  const max = Math.max(1, ...daily.map((d) => d.visitors));
  const busiest = daily.reduce((a, b) => (b.visitors > a.visitors ? b : a), daily[0]);
  const step = WIDTH / Math.max(1, daily.length);
  const total = daily.reduce((n, d) => n + d.visitors, 0);
  const summary = `${total} visitors from ${daily[0]?.day} to ${daily.at(-1)?.day}; the busiest day ${busiest?.day} with ${busiest?.visitors}.`;
  return (
    <figure>
      <figcaption id="visitors-chart-title">
        <h2>Visitors per day</h2>
      </figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="visitors-chart-title" aria-describedby="visitors-chart-summary">
        {daily.map((d, i) => {
          const h = ((HEIGHT - BOTTOM) * d.visitors) / max;
          return <rect key={d.day} x={i * step + step * 0.1} y={HEIGHT - BOTTOM - h} width={Math.max(1, step * 0.8)} height={h} fill="#0072b2" />;
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#4a4852" />
        <text x="0" y={HEIGHT - 4} fontSize="11" fill="currentColor">
          {daily[0]?.day}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} fontSize="11" textAnchor="end" fill="currentColor">
          {daily.at(-1)?.day}
        </text>
      </svg>
      <p id="visitors-chart-summary">{summary}</p>
      <details>
        <summary>Show as table</summary>
        <table>
          <caption className="visually-hidden">Visitors per day</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
              <th scope="col">Conversions</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.visitors}</td>
                <td>{d.views}</td>
                <td>{d.conversions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
