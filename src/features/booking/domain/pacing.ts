import type { BookingRules, TableHold } from '@/features/booking/domain/types';

const MINUTE_MS = 60_000;

/**
 * The pacing interval an arrival falls in, as its start in epoch milliseconds. Intervals of 15, 30 or 60 minutes
 * counted in UTC start at the same instants as counted from London's midnight, since London is a whole number of
 * hours from UTC; so 19:00–19:15 is one interval whatever the season.
 */
const intervalStart = (at: Date, minutes: number) => Math.floor(at.getTime() / (minutes * MINUTE_MS)) * minutes * MINUTE_MS;

/** Covers arriving in the pacing interval of `startsAt`: every booking's party in `holds` (blocks have none). */
export const coversArrivingWith = (holds: readonly TableHold[], startsAt: Date, minutes: number): number => {
  const start = intervalStart(startsAt, minutes);
  let covers = 0;
  for (const hold of holds) if (intervalStart(hold.startsAt, minutes) === start) covers += hold.covers ?? 0;
  return covers;
};

/**
 * Whether the kitchen can take `covers` more arriving at `startsAt`: the restaurant's limit of covers per interval
 * (say 30 every 15 minutes), counted over every booking arriving in that interval, whoever took it. Online bookings
 * respect it; staff may seat past it, as they see the room (staff-booking-plan.ts).
 */
export const pacingAllows = (rules: Pick<BookingRules, 'pacing'>, holds: readonly TableHold[], startsAt: Date, covers: number): boolean =>
  !rules.pacing || coversArrivingWith(holds, startsAt, rules.pacing.minutes) + covers <= rules.pacing.covers;
