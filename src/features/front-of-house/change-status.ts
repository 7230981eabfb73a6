import 'server-only';
import { statusChangeRefusal } from '@/features/booking/domain/booking-lifecycle';
import { ValidationError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import { bookingRunBy } from './booking-run-by';
import type { StaffUser } from './staff-access';
import { staffStatusOf, storedStatusOf, type StaffStatus } from './staff-status';

/**
 * Moves a booking on through its statuses (domain/booking-lifecycle.ts). The bookings collection's hook applies the
 * same rule and stamps the time of the change; a cancellation emails the diner as their own does. A no-show, a
 * cancellation or a finished table frees the table at once (the ledger stops counting it).
 */
export async function changeBookingStatus(user: StaffUser, reference: string, status: StaffStatus) {
  const booking = await bookingRunBy(user, reference);
  const to = storedStatusOf(status);
  const refusal = statusChangeRefusal(booking.status, to);
  if (refusal) throw new ValidationError({ status: refusal });
  const payload = await payloadClient();
  const updated = await payload.update({ collection: 'bookings', id: booking.id, data: { status: to }, depth: 0, user, overrideAccess: false });
  return {
    reference: updated.reference,
    status: staffStatusOf(updated.status),
    changedAt: updated.updatedAt,
  };
}
