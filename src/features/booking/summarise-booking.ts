// No `import 'server-only'`: booking emails are rendered in the bookings collection's hook, which scripts outside Next load.
import type { Booking, Restaurant } from '@/payload-types';
import { toLocation } from '@/features/restaurants/location-summary';
import { restaurantPath } from '@/features/restaurants/paths';
import { env } from '@/server/env';
import type { BookingSummary } from './booking-summary';
import { dinerStatusOf } from './domain/booking-lifecycle';

const MANAGE_BOOKING_SEGMENT = 'manage-booking';
/** Encoded as a path segment: the cancel route answers with this address for whatever token a client sent. */
export const manageBookingPath = (token: string) => `/${MANAGE_BOOKING_SEGMENT}/${encodeURIComponent(token)}`;

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

type StoredUpsell = { name?: unknown; price?: unknown; quantity?: unknown };

/** The stored booking and its restaurant as the diner reads them. `manageToken` comes from the caller: the API never reads it. */
export function summaryOf(booking: Booking, restaurant: Restaurant, manageToken: string): BookingSummary {
  const upsells = Array.isArray(booking.upsells) ? (booking.upsells as StoredUpsell[]) : [];
  return {
    reference: booking.reference,
    status: dinerStatusOf(booking.status),
    holdUntil: booking.holdUntil ? new Date(booking.holdUntil) : null,
    kind: booking.kind,
    restaurant: {
      title: restaurant.title,
      storeId: restaurant.storeId,
      address: toLocation(restaurant).address,
      phone: restaurant.phone ?? null,
      email: restaurant.email ?? null,
      url: absolute(restaurantPath(restaurant)),
    },
    occasionName: typeof booking.occasion === 'object' && booking.occasion ? booking.occasion.name : 'Table booking',
    bookingDate: booking.bookingDate,
    time: booking.time,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
    adults: booking.adults,
    children: booking.children,
    covers: booking.covers,
    areaName: booking.areaName ?? null,
    menuName: booking.menuName ?? null,
    upsells: upsells.map((upsell) => ({
      name: `${Number(upsell.quantity ?? 1) > 1 ? `${String(upsell.quantity)} × ` : ''}${String(upsell.name)}`,
      price: Number(upsell.price) * Number(upsell.quantity ?? 1),
    })),
    customer: {
      firstName: booking.customer?.firstName ?? null,
      lastName: booking.customer?.lastName ?? null,
      email: booking.customer?.email ?? null,
      phoneNumber: booking.customer?.phoneNumber ?? null,
      specialRequest: booking.customer?.specialRequest ?? null,
    },
    manageUrl: absolute(manageBookingPath(manageToken)),
  };
}
