/**
 * Bookings due a reminder, written straight into a site's database through a Payload instance of the test's own
 * (tests/support/payload-instance.ts): a reminder is due only for a booking made at least the restaurant's reminder
 * hours before it starts, so a test's bookings are made, then dated back as if booked a week ago.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';
import { londonClock } from '@/lib/london-time';
import { clockText } from '@/lib/clock-time';

export type ReminderBooking = { id: number; reference: string; manageToken: string; email: string; date: string; phone: string | null };

type Diner = { email: string; phone?: string | null; shouldReceiveSms?: boolean; status?: 'confirmed' | 'cancelled' };

const manageToken = () => randomBytes(24).toString('base64url'); // 32 url-safe characters, as the ledger makes them

/** A confirmed table for two at `storeId`, starting at `startsAt` (a night hour keeps it off every slot the other tests book). */
export async function writeBooking(payload: Payload, storeId: number, startsAt: Date, diner: Diner): Promise<ReminderBooking> {
  const { docs } = await payload.find({ collection: 'restaurants', where: { storeId: { equals: storeId } }, limit: 1, depth: 0, overrideAccess: true });
  const restaurant = docs[0]!;
  const { date, minutes } = londonClock(startsAt);
  const token = manageToken();
  const reference = `MG-R${randomBytes(4).toString('hex').toUpperCase()}`;
  const booking = await payload.create({
    collection: 'bookings',
    overrideAccess: true,
    depth: 0,
    data: {
      reference,
      status: diner.status ?? 'confirmed',
      kind: 'table',
      restaurant: restaurant.id,
      storeId,
      bookingDate: date,
      time: clockText(minutes),
      adults: 2,
      children: 0,
      covers: 2,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      channel: 'phone',
      manageToken: token,
      customer: {
        firstName: 'Rhiannon',
        lastName: 'Test',
        email: diner.email,
        phoneNumber: diner.phone ?? null,
        shouldReceiveSms: diner.shouldReceiveSms ?? false,
        shouldReceivePromotions: false,
      },
    },
  });
  return { id: booking.id, reference, manageToken: token, email: diner.email, date, phone: diner.phone ?? null };
}

/** Dates bookings' `created_at` back to `at`, as if they had been made then (the column is the engine's, no field sets it). */
export async function datedBack(payload: Payload, ids: number[], at: Date): Promise<void> {
  if (payload.db.name === 'postgres') {
    await (payload.db as unknown as { pool: Pool }).pool.query('UPDATE bookings SET created_at = $1 WHERE id = ANY($2::int[])', [at.toISOString(), ids]);
  } else {
    await (payload.db as unknown as { client: Client }).client.execute({
      sql: `UPDATE bookings SET created_at = ? WHERE id IN (${ids.map(() => '?').join(', ')})`,
      args: [at.toISOString(), ...ids],
    });
  }
}

/** The booking's reminder columns as stored. */
export async function reminderColumns(payload: Payload, id: number) {
  const booking = await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true });
  return {
    status: booking.status,
    remindedAt: booking.remindedAt ?? null,
    answer: booking.reminderAnswer ?? null,
    answeredAt: booking.reminderAnsweredAt ?? null,
  };
}

/**
 * A start time for bookings due a 24-hour reminder: a night hour (03:00, 04:00 or 05:00 in London, when no restaurant
 * takes bookings, so no other test's slots or totals meet them), at least half an hour and at most 23 hours ahead.
 */
export function nightStartWithin24Hours(now = new Date()): Date {
  const today = londonClock(now).date;
  const candidates = [today, londonClock(new Date(now.getTime() + 86_400_000)).date].flatMap((date) =>
    [3, 4, 5].map((hour) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`)),
  );
  const fits = (at: Date) => at.getTime() > now.getTime() + 30 * 60_000 && at.getTime() < now.getTime() + 23 * 3_600_000;
  // The candidates are UTC hours; London is UTC or an hour ahead, so 03:00–05:00 UTC is still night there.
  return candidates.find(fits)!;
}
