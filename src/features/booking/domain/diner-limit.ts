/**
 * One diner, one table at a time (OpenTable's rule): an email address cannot hold two online bookings whose arrivals
 * are less than two hours apart, at any of the chain's restaurants. A script that books every table of an evening
 * under one address gets one; with made-up addresses it needs one per table, and the email switch
 * (booking settings' "confirm by email") makes those worthless.
 */
export const DINER_GAP_MINUTES = 120;

const GAP_MS = DINER_GAP_MINUTES * 60_000;

export const DINER_LIMIT_MESSAGE =
  'You already have a booking within 2 hours of this time, at this or another of our restaurants. One email address can hold one booking in any 2 hours: please change or cancel the other booking from its email first.';

/** Whether an arrival at `startsAt` is less than two hours from one of the diner's own live bookings. */
export const tooCloseToOwnBooking = (startsAt: Date, ownArrivals: readonly Date[]): boolean =>
  ownArrivals.some((arrival) => Math.abs(arrival.getTime() - startsAt.getTime()) < GAP_MS);

/** The arrivals to read for a booking whose arrival falls in [from, to): any that could be within two hours of it. */
export const dinerWindow = (from: Date, to: Date) => ({ from: new Date(from.getTime() - GAP_MS), to: new Date(to.getTime() + GAP_MS) });
