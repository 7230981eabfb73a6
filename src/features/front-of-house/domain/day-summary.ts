import type { BookingStatus } from '@/features/booking/domain/booking-lifecycle';
import type { BookingConfig } from '@/features/booking/domain/types';
import { hoursOn, openSpan } from '@/features/restaurants/domain/opening-hours';
import { clockText } from '@/lib/clock-time';
import { londonClock } from '@/lib/london-time';

/** What the day's totals and chart read of a booking. */
type DayBooking = { status: BookingStatus; covers: number; startsAt: Date };

export type DayTotals = {
  /** Bookings still standing (not cancelled), and their covers. */
  bookings: number;
  covers: number;
  /** Covers that have arrived (seated or finished since included), covers at their table now, covers still to come. */
  arrived: number;
  seated: number;
  toCome: number;
  /** Bookings that never came, and bookings cancelled. */
  noShows: number;
  cancelled: number;
};

export type DayInterval = { time: string; covers: number; capacity: number };

const sum = (bookings: readonly DayBooking[], statuses: readonly BookingStatus[]) =>
  bookings.filter((booking) => statuses.includes(booking.status)).reduce((total, booking) => total + booking.covers, 0);

export function dayTotals(bookings: readonly DayBooking[]): DayTotals {
  const standing = bookings.filter((booking) => booking.status !== 'cancelled');
  return {
    bookings: standing.length,
    covers: sum(standing, ['confirmed', 'unconfirmed', 'arrived', 'seated', 'finished']),
    arrived: sum(bookings, ['arrived', 'seated', 'finished']),
    seated: sum(bookings, ['seated']),
    toCome: sum(bookings, ['confirmed', 'unconfirmed']),
    noShows: bookings.filter((booking) => booking.status === 'no-show').length,
    cancelled: bookings.length - standing.length,
  };
}

/** Covers that come through the door: not enquiries (no table yet), no-shows or cancellations. */
const ARRIVING: readonly BookingStatus[] = ['confirmed', 'unconfirmed', 'arrived', 'seated', 'finished'];

/**
 * Covers arriving in each interval of the day against what the restaurant can take in one: its pacing limit where it
 * has one, else every seat it has (a host reads a bar at the limit as "the kitchen is full then"). The intervals are
 * the pacing's (else the slot interval), from the opening to the closing, widened to any booking outside them (a walk-in
 * before the doors officially open).
 */
export function dayIntervals(config: Pick<BookingConfig, 'schedule' | 'rules' | 'areas'>, date: string, bookings: readonly DayBooking[]): DayInterval[] {
  const step = config.rules.pacing?.minutes ?? config.rules.slotIntervalMinutes;
  const capacity =
    config.rules.pacing?.covers ?? config.areas.reduce((seats, area) => seats + area.tables.reduce((total, table) => total + table.maxCovers, 0), 0);
  const arriving = new Map<number, number>();
  for (const booking of bookings) {
    if (!ARRIVING.includes(booking.status)) continue;
    const clock = londonClock(booking.startsAt);
    if (clock.date !== date) continue;
    const slot = Math.floor(clock.minutes / step) * step;
    arriving.set(slot, (arriving.get(slot) ?? 0) + booking.covers);
  }
  const span = openSpan(hoursOn(config.schedule, date));
  const busy = [...arriving.keys()];
  const first = Math.min(span ? Math.floor(span.open / step) * step : Infinity, ...busy);
  const last = Math.max(span ? Math.min(span.close, 24 * 60) - 1 : -Infinity, ...busy);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return [];
  const intervals: DayInterval[] = [];
  for (let minutes = first; minutes <= last; minutes += step) intervals.push({ time: clockText(minutes), covers: arriving.get(minutes) ?? 0, capacity });
  return intervals;
}
