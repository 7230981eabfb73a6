import type { DaySheet } from '@/features/front-of-house/day-sheet';

type Interval = DaySheet['intervals'][number];

/** One sentence a host reads instead of the picture: the busiest interval and every one over what can be seated. */
export function arrivalsSummary(intervals: Interval[]): string {
  const arriving = intervals.filter((interval) => interval.covers > 0);
  if (arriving.length === 0) return 'No covers arriving this day.';
  const busiest = arriving.reduce((best, interval) => (interval.covers > best.covers ? interval : best));
  const over = intervals.filter((interval) => interval.covers > interval.capacity);
  const busiestText = `Busiest at ${busiest.time}: ${busiest.covers} covers arriving, ${busiest.capacity} can be seated.`;
  if (over.length === 0) return `${busiestText} No interval is over what can be seated.`;
  return `${busiestText} Over what can be seated at ${over.map((interval) => interval.time).join(', ')}.`;
}
