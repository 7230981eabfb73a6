import { serviceResultBody } from '@/features/api/service-results';
import { restaurantRefusal } from '@/features/booking/domain/refusals';
import type { BookingConfig } from '@/features/booking/domain/types';

/**
 * The one answer to "can this restaurant be booked online?", used by the header link, the restaurant page, the
 * location lists, the booking modal and the API alike: the back-office switches (enable bookings, booking settings,
 * online bookings on or paused), Center Parcs, and a configuration that could not produce a single slot. When not,
 * the service result says why, in the words the diner reads.
 */
export type OnlineBooking = { bookable: true } | { bookable: false; code: number; message: string };

export const onlineBookingOf = (config: Pick<BookingConfig, 'status' | 'areas' | 'rules'>): OnlineBooking => {
  const refusal = restaurantRefusal(config);
  if (!refusal) return { bookable: true };
  const { code, message } = serviceResultBody(refusal.result, refusal.message);
  return { bookable: false, code, message };
};

/** Spec section 2, Book Now behaviour: what diners read wherever a restaurant cannot be booked online. */
export const CANNOT_BOOK_ONLINE_MESSAGE = 'This restaurant cannot be booked online, please contact the restaurant directly.';
