import type { DaySheet } from '@/features/front-of-house/day-sheet';
import { arrivalsSummary } from '../arrivals-summary';
import styles from './day-sheet.module.css';

type Interval = DaySheet['intervals'][number];

const HEIGHT = 160;
const TOP = 26;
/** Where a line for more seats than the scale shows runs: above the plot, labelled with its number. */
const ABOVE = 8;
const BOTTOM = 22;
const LEFT = 28;
const SLOT = 16;

/**
 * The top of the scale: the busiest interval with room above it, and what can be seated when that is near enough to
 * show on the same scale. A restaurant seating 106 with 8 covers arriving would otherwise draw its bars as slivers:
 * then the line runs along the top and the legend gives the number.
 */
function chartTop(intervals: Interval[]): number {
  const busiest = Math.max(10, Math.ceil(Math.max(...intervals.map((interval) => interval.covers)) * 1.25));
  const capacity = Math.max(...intervals.map((interval) => interval.capacity));
  return capacity <= busiest * 2 ? Math.max(busiest, capacity) : busiest;
}

/**
 * Covers arriving per interval (bars) against what the restaurant can seat then (the dashed line). The picture is
 * for the eye; the sentence under it and the table behind it say the same for a screen reader and in print.
 */
export function ArrivalsChart({ intervals }: { intervals: Interval[] }) {
  if (intervals.length === 0) return <p>The restaurant is not open this day.</p>;
  const width = LEFT + intervals.length * SLOT + 4;
  const top = chartTop(intervals);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const capacityY = (capacity: number) => (capacity > top ? ABOVE : y(capacity));
  const mostSeats = Math.max(...intervals.map((interval) => interval.capacity));
  const clipped = mostSeats > top;
  const capacityPath = intervals
    .map(
      (interval, index) =>
        `${index === 0 ? 'M' : 'L'}${LEFT + index * SLOT},${capacityY(interval.capacity)} L${LEFT + (index + 1) * SLOT},${capacityY(interval.capacity)}`,
    )
    .join(' ');
  return (
    <figure className={styles.chart}>
      <svg className={styles.chartSvg} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false" preserveAspectRatio="xMinYMin meet">
        <text className={styles.axisText} x={LEFT - 4} y={TOP + 4} textAnchor="end">
          {top}
        </text>
        <text className={styles.axisText} x={LEFT - 4} y={TOP + plot} textAnchor="end">
          0
        </text>
        {clipped && (
          <text className={styles.axisText} x={LEFT - 4} y={ABOVE + 4} textAnchor="end">
            {mostSeats}
          </text>
        )}
        <line x1={LEFT} x2={width} y1={TOP + plot} y2={TOP + plot} stroke="currentColor" strokeWidth={1} />
        {intervals.map((interval, index) => {
          const over = interval.covers > interval.capacity;
          const x = LEFT + index * SLOT;
          return (
            <g key={interval.time}>
              {interval.covers > 0 && (
                <rect
                  className={over ? styles.barOver : styles.bar}
                  x={x + 2}
                  width={SLOT - 4}
                  y={y(interval.covers)}
                  height={TOP + plot - y(interval.covers)}
                />
              )}
              {over && (
                <text className={styles.overText} x={x + SLOT / 2} y={Math.max(12, y(interval.covers) - 3)} textAnchor="middle">
                  !
                </text>
              )}
              {interval.time.endsWith(':00') && (
                <text className={styles.axisText} x={x} y={HEIGHT - 6}>
                  {interval.time.slice(0, 2)}
                </text>
              )}
            </g>
          );
        })}
        <path className={styles.capacity} d={capacityPath} />
      </svg>
      <figcaption className={styles.chartCaption}>
        <ul className={styles.legend} aria-hidden="true">
          <li>
            <span className={styles.swatch} />
            covers arriving
          </li>
          <li>
            <span className={styles.swatchLine} />
            can be seated{clipped && ` (${mostSeats}, off the scale)`}
          </li>
          <li>! over what can be seated</li>
        </ul>
        <p className={styles.minor}>{arrivalsSummary(intervals)}</p>
      </figcaption>
      <details className={`${styles.details} ${styles.noPrint}`}>
        <summary>Covers per interval, as a table</summary>
        <table className={styles.dataTable}>
          <thead>
            <tr>
              <th scope="col">Arriving at</th>
              <th scope="col">Covers</th>
              <th scope="col">Can be seated</th>
            </tr>
          </thead>
          <tbody>
            {intervals.map((interval) => (
              <tr key={interval.time}>
                <th scope="row">{interval.time}</th>
                <td>{interval.covers}</td>
                <td>
                  {interval.capacity}
                  {interval.covers > interval.capacity ? ' (over)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
