import 'server-only';
import type { Payload } from 'payload';
import { docsHoldingAddress } from '@/server/personal-data/holding-address';
import { dinerKeyOf } from './booking-source';
import { erasedBookingDetails } from './erased-customer';
import { eraseDinerClearances } from './no-show-clearance-records';

/**
 * "Delete my data" reaches the diner's bookings (docs/decisions/0026). Every booking made with the address keeps its
 * row: status, table, times, covers, menu and extras, so the restaurant's counts stay right and an upcoming table
 * stays held, and its manage link (a random key, not the address) still lets the diner cancel. The name, address,
 * phone number, requests and marketing ticks go, and staff's clearances of their no-show count; no email is sent
 * about the booking again. Safe to run twice.
 */
export async function eraseDinerFromBookings(payload: Payload, address: string, now: Date): Promise<number> {
  // Staff's clearances of the diner's no-show count are kept by the same key the bookings lose.
  await eraseDinerClearances(payload, dinerKeyOf(address));
  const ids = (await docsHoldingAddress(payload, 'bookings', 'customer.email', address)).map((doc) => doc.id);
  if (!ids.length) return 0;
  // Locked fields refuse staff's edits; the system's own change passes with overrideAccess.
  const { errors } = await payload.update({
    collection: 'bookings',
    where: { id: { in: ids } },
    data: erasedBookingDetails(now),
    depth: 0,
    overrideAccess: true,
  });
  if (errors.length) throw new Error(`Could not erase the diner from ${errors.length} bookings: ${errors.map((error) => error.message).join('; ')}`);
  return ids.length;
}
