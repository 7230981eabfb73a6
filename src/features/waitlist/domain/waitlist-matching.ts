import { candidateArrivals } from '@/features/booking/domain/arrival-times';
import { occasionsOn } from '@/features/booking/domain/booking-dates';
import { planBooking, type BookingPlan } from '@/features/booking/domain/booking-plan';
import { tooCloseToOwnBooking } from '@/features/booking/domain/diner-limit';
import { partyFits } from '@/features/booking/domain/slot-availability';
import type { BookingConfig, TableHold } from '@/features/booking/domain/types';
import { clockMinutes } from '@/lib/clock-time';
import { londonInstant } from '@/lib/london-time';

/** A diner waiting for a table: their date, arrival window ('HH:mm' to 'HH:mm', inclusive) and party, and when they joined. */
export type WaitingEntry = { id: number; date: string; from: string; until: string; adults: number; children: number; joinedAt: Date };

export type BookedPlan = Extract<BookingPlan, { outcome: 'book' }>;

/** What a table freed for a waitlisted diner is: the occasion and arrival time the engine can seat them at, and its plan. */
export type WaitlistOffer = { occasionId: number; time: string; plan: BookedPlan };

/** Minutes a freed table is held for the diner offered it, unless the restaurant sets its own (booking settings). */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 15;

export const offerHoldUntil = (config: Pick<BookingConfig, 'rules'>, now: Date): Date =>
  new Date(now.getTime() + (config.rules.waitlistHoldMinutes ?? DEFAULT_WAITLIST_HOLD_MINUTES) * 60_000);

/** Whether the window has passed: its last arrival time is not in the future. */
export const windowPassed = (entry: Pick<WaitingEntry, 'date' | 'until'>, now: Date): boolean =>
  londonInstant(entry.date, clockMinutes(entry.until) ?? 0).getTime() <= now.getTime();

/**
 * The earliest time in the diner's window at which the engine would now book their party a table, as the website
 * would book it (the same `planBooking`, the same holds, lead time and pacing): under the first plain table occasion
 * running that day that takes the party. Never a time that needs a card guarantee: nobody is there to give one; nor
 * one less than two hours from the diner's own bookings (`ownArrivals`, the website's rule: domain/diner-limit.ts).
 */
export function offerFor(
  config: BookingConfig,
  entry: WaitingEntry,
  holds: readonly TableHold[],
  now: Date,
  ownArrivals: readonly Date[] = [],
): WaitlistOffer | null {
  const from = clockMinutes(entry.from) ?? 0;
  const until = clockMinutes(entry.until) ?? -1;
  for (const occasion of occasionsOn(config, entry.date, now)) {
    if (occasion.bookingType !== 'table' || !partyFits(occasion, entry)) continue;
    for (const { time } of candidateArrivals(config, occasion, entry.date, now)) {
      const minutes = clockMinutes(time) ?? -1;
      if (minutes < from || minutes > until) continue;
      const request = { occasionId: occasion.id, adults: entry.adults, children: entry.children, bookingDate: entry.date, time };
      const plan = planBooking(config, { ...request, menuId: null, areaId: null, kind: 'table' }, now, holds);
      if (plan.outcome === 'book' && !plan.cardGuaranteeRequired && !tooCloseToOwnBooking(plan.startsAt, ownArrivals)) {
        return { occasionId: occasion.id, time, plan };
      }
    }
  }
  return null;
}

/** First in line: the earliest to join (then the lower id), among those still waiting whose window has not passed. */
const inLineOrder = <T extends Pick<WaitingEntry, 'id' | 'joinedAt'>>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id);

/** The first diner in line whom the engine can now seat inside their window, and the offer; null when none fits. */
export function firstInLine(
  config: BookingConfig,
  entries: readonly WaitingEntry[],
  holds: readonly TableHold[],
  now: Date,
): { entry: WaitingEntry; offer: WaitlistOffer } | null {
  for (const entry of inLineOrder(entries)) {
    if (windowPassed(entry, now)) continue;
    const offer = offerFor(config, entry, holds, now);
    if (offer) return { entry, offer };
  }
  return null;
}
