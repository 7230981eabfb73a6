import type { BookingStatus } from '@/features/booking/domain/booking-lifecycle';

/**
 * Statuses as staff name them, on the day sheet and in the staff API: the stored 'confirmed' is "booked" (a booking
 * waiting for its party). Isomorphic: the day sheet's buttons use it too.
 */
export const staffStatuses = ['booked', 'unconfirmed', 'enquiry', 'arrived', 'seated', 'finished', 'no-show', 'cancelled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffStatusOf = (status: BookingStatus): StaffStatus => (status === 'confirmed' ? 'booked' : status);
export const storedStatusOf = (status: StaffStatus): BookingStatus => (status === 'booked' ? 'confirmed' : status);

export const bookingChannels = ['website', 'phone', 'walk-in'] as const;
export type BookingChannel = (typeof bookingChannels)[number];
