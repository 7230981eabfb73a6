import type { Payload, PayloadRequest, Where } from 'payload';
import { retentionCutoff } from '@/features/enquiries/retention';
import { env } from '@/server/env';
import { erasedBookingDetails } from './erased-customer';
import { forgetOldNoShowClearances } from './no-show-clearance-records';

/*
 * No `import 'server-only'`: the nightly task that runs this (forget-card-guarantees-task.ts) is part of
 * payload.config.ts, which also runs outside Next.
 */

/** Bookings changed per write; a run goes on page after page for at most RUN_LIMIT_MS, the rest waits a night. */
const PAGE_SIZE = 200;
const RUN_LIMIT_MS = 5 * 60_000; // with the card step after it, well inside the jobs queue's stall limit (STALLED_AFTER_MS)

const pastRetention = (cutoff: Date): Where => ({ and: [{ endsAt: { less_than: cutoff.toISOString() } }, { 'customer.erasedAt': { exists: false } }] });

/**
 * Storage limitation: a booking whose visit ended more than `months` calendar months ago (BOOKING_RETENTION_MONTHS,
 * 24 by default) loses its diner's name, email, phone number, requests and marketing ticks, as "delete my data" does
 * (erased-customer.ts, docs/decisions/0026): the row stays, with its restaurant, times, table, covers, menu and status,
 * so the chain's counts stay right; staff's no-show clearances of that age go too. `customer.erasedAt` says when, which also lets the card step that follows delete
 * a card guarantee still stored at the payment provider. Safe to run twice: a second run finds nothing left.
 * Returns how many bookings were anonymised.
 */
export async function anonymisePastBookings(
  payload: Payload,
  { now = new Date(), months = env().BOOKING_RETENTION_MONTHS, req }: { now?: Date; months?: number; req?: PayloadRequest } = {},
): Promise<number> {
  const where = pastRetention(retentionCutoff(now, months));
  const stopAt = Date.now() + RUN_LIMIT_MS;
  let anonymised = 0;
  while (Date.now() <= stopAt) {
    const { docs } = await payload.find({
      collection: 'bookings',
      where,
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
      req,
    });
    if (docs.length === 0) break;
    // Locked fields refuse staff's edits; the system's own change passes with overrideAccess.
    const { errors } = await payload.update({
      collection: 'bookings',
      where: { and: [where, { id: { in: docs.map((doc) => doc.id) } }] },
      data: erasedBookingDetails(now),
      depth: 0,
      overrideAccess: true,
      req,
    });
    if (errors.length) throw new Error(`Could not anonymise ${errors.length} past bookings: ${errors.map((error) => error.message).join('; ')}`);
    anonymised += docs.length;
  }
  await forgetOldNoShowClearances(payload, { now, months, req });
  return anonymised;
}
