import type { ServiceResultName } from '@/features/api/service-results';
import type { BookingConfig } from '@/features/booking/domain/types';

/**
 * Why the booking engine says no, named after the service results of spec section 8, so the edge turns a refusal
 * into `{ code, title, message }` with `serviceResultBody(refusal.result, refusal.message)` and nothing else.
 */
export type RefusalName = Extract<
  ServiceResultName,
  | 'bookingNotSupported'
  | 'invalidConfig'
  | 'noFreeSlot'
  | 'needCreditCard'
  | 'bookingDisabled'
  | 'restaurantDisabled'
  | 'noRestrictions'
  | 'noAvailableOccasion'
  | 'bookingDisabledCustomMessage'
  | 'centerParcsBooking'
  | 'partnerMenuNotFound'
  | 'validationFailed'
  | 'bookingRejected'
>;

/** `message` is only set where the service supplies the text (codes 6 and 19); the standard text comes from the table. */
export type Refusal = { result: RefusalName; message?: string };

/** Spec section 9: no online table booking is for more than this many people; larger groups use the group-booking form. */
export const MAX_TABLE_BOOKING_COVERS = 20;

export const refuse = (result: RefusalName, message?: string): Refusal => (message === undefined ? { result } : { result, message });

/**
 * Whether the restaurant takes online bookings at all, before any date or party is looked at. The status set in the
 * back-office wins; after it a restaurant marked open but without a table, without dining durations or with a slot
 * interval that is not a positive whole number of minutes cannot produce a single slot, which is a configuration
 * mistake (code 2) rather than "fully booked" (code 4), so staff see it for what it is.
 */
export const restaurantRefusal = (config: Pick<BookingConfig, 'status' | 'areas' | 'rules'>): Refusal | null => {
  const { status } = config;
  switch (status.kind) {
    case 'center-parcs':
      return refuse('centerParcsBooking');
    case 'restaurant-disabled':
      return refuse('restaurantDisabled');
    case 'not-supported':
      return refuse('bookingNotSupported');
    case 'paused': {
      const message = status.message?.trim();
      return message ? refuse('bookingDisabledCustomMessage', message) : refuse('bookingDisabled');
    }
    case 'open':
      break;
  }
  const hasTable = config.areas.some((area) => area.tables.length > 0);
  const interval = config.rules.slotIntervalMinutes;
  const validInterval = Number.isInteger(interval) && interval > 0;
  if (!hasTable || config.rules.diningDurations.length === 0 || !validInterval) return refuse('invalidConfig');
  return null;
};
