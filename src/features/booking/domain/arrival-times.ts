import type { BookingConfig, Occasion, ServiceWindow } from '@/features/booking/domain/types';
import { hoursOn, openSpan } from '@/features/restaurants/domain/opening-hours';
import { clocksChangeAround, londonClock, londonInstant } from '@/lib/london-time';
import { clockMinutes, clockText } from '@/lib/clock-time';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

type ArrivalTime = { time: string; startsAt: Date };

/** Arrival inside `from`..`until` inclusive; a window whose `until` is before its `from` runs past midnight. A malformed window admits nothing. */
const insideWindow = (minutes: number, window: ServiceWindow): boolean => {
  const from = clockMinutes(window.from);
  const until = clockMinutes(window.until);
  if (from === null || until === null) return false;
  return minutes >= from && minutes <= (until < from ? until + DAY_MINUTES : until);
};

type ArrivalSteps = { first: number; last: number; interval: number; earliest: number; clocksMayChange: boolean };

/** The minutes an occasion's arrivals step through on `date`, and the earliest instant still far enough ahead; null when it offers none. */
const arrivalSteps = (config: Pick<BookingConfig, 'schedule' | 'rules'>, date: string, now: Date): ArrivalSteps | null => {
  const { slotIntervalMinutes: interval, lastArrivalBeforeCloseMinutes, leadTimeMinutes } = config.rules;
  const span = openSpan(hoursOn(config.schedule, date));
  if (!span || !Number.isInteger(interval) || interval <= 0) return null;
  return {
    first: Math.ceil(span.open / interval) * interval,
    last: Math.min(span.close - lastArrivalBeforeCloseMinutes, DAY_MINUTES - 1),
    interval,
    earliest: now.getTime() + leadTimeMinutes * MINUTE_MS,
    // Reading the clock back finds a skipped time; only near a clock change can one be (a slot search's dearest step).
    clocksMayChange: clocksChangeAround(date),
  };
};

/** The instant of `minutes` on `date` when the occasion's windows admit it and the clocks do not skip it, else null. */
const arrivalInstant = (occasion: Pick<Occasion, 'serviceWindows'>, date: string, minutes: number, clocksMayChange: boolean): Date | null => {
  if (occasion.serviceWindows.length > 0 && !occasion.serviceWindows.some((window) => insideWindow(minutes, window))) return null;
  const startsAt = londonInstant(date, minutes);
  if (clocksMayChange) {
    const shown = londonClock(startsAt);
    if (shown.date !== date || shown.minutes !== minutes) return null;
  }
  return startsAt;
};

/**
 * The arrival times an occasion offers on `date`, as London wall-clock 'HH:mm' with the instant each one is.
 *
 * - Times step by the slot interval counted from midnight, so an interval of 15 gives :00, :15, :30, :45 whatever
 *   the opening time is (an opening at 11:40 starts at 11:45): slots line up across restaurants and days.
 * - The last arrival is `lastArrivalBeforeCloseMinutes` before closing; a closing at or before the opening (00:00,
 *   01:00) is on the next day, as on the opening-hours page (`openSpan`).
 * - Arrivals stay on their own date: at most the last step before midnight (23:45 with 15 minutes), even when the
 *   restaurant stays open later. A slot after midnight would belong to the next date's list, and a booking dated one
 *   day for a time on the next is exactly the mix-up diners and staff get wrong; the next date offers its own times.
 * - An occasion's service windows narrow the arrivals (empty means no narrowing).
 * - Clock changes: a wall-clock time skipped when the clocks go forward has no instant, so it is dropped (londonInstant
 *   maps it past the jump, which reading the clock back detects); a time that happens twice when they go back is
 *   offered once, at its first occurrence, which is what londonInstant returns.
 * - Only instants at least the lead time after `now` are kept: the kitchen needs notice, measured in real minutes.
 *
 * Opening days, restrictions and the booking horizon are not checked here (see `booking-dates.ts`).
 */
export const candidateArrivals = (
  config: Pick<BookingConfig, 'schedule' | 'rules'>,
  occasion: Pick<Occasion, 'serviceWindows'>,
  date: string,
  now: Date,
): ArrivalTime[] => {
  const steps = arrivalSteps(config, date, now);
  if (!steps) return [];
  const arrivals: ArrivalTime[] = [];
  for (let minutes = steps.first; minutes <= steps.last; minutes += steps.interval) {
    const startsAt = arrivalInstant(occasion, date, minutes, steps.clocksMayChange);
    if (startsAt && startsAt.getTime() >= steps.earliest) arrivals.push({ time: clockText(minutes), startsAt });
  }
  return arrivals;
};

/**
 * Whether candidateArrivals offers anything, working out only the latest arrival: a later wall-clock time on one date
 * is never an earlier instant, so when the latest is too soon, all are. Asked of every occasion a date lists.
 */
export const hasCandidateArrival = (
  config: Pick<BookingConfig, 'schedule' | 'rules'>,
  occasion: Pick<Occasion, 'serviceWindows'>,
  date: string,
  now: Date,
): boolean => {
  const steps = arrivalSteps(config, date, now);
  if (!steps || steps.last < steps.first) return false;
  const latestStep = steps.first + Math.floor((steps.last - steps.first) / steps.interval) * steps.interval;
  for (let minutes = latestStep; minutes >= steps.first; minutes -= steps.interval) {
    const startsAt = arrivalInstant(occasion, date, minutes, steps.clocksMayChange);
    if (startsAt) return startsAt.getTime() >= steps.earliest;
  }
  return false;
};
