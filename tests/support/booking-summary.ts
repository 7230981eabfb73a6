import type { BookingSummary } from '@/features/booking/booking-summary';
import { londonInstant } from '@/lib/london-time';

/** A confirmed table for four (three adults, a child) at 19:00 on Saturday 12 December 2026; override what a test is about. */
export const bookingSummary = (overrides: Partial<BookingSummary> = {}): BookingSummary => ({
  reference: 'MG7K2Q',
  status: 'confirmed',
  holdUntil: null,
  kind: 'table',
  restaurant: {
    title: 'Merry Hill',
    storeId: 1001,
    address: { line1: 'Unit 4, The Waterfront', line2: 'Level Street', town: 'Brierley Hill', postcode: 'DY5 1XD' },
    phone: '01384 000111',
    email: 'merryhill@marigold.example',
    url: 'https://marigold.example/restaurants/dudley/merry-hill',
  },
  occasionName: 'Birthday',
  bookingDate: '2026-12-12',
  time: '19:00',
  startsAt: londonInstant('2026-12-12', 19 * 60),
  endsAt: londonInstant('2026-12-12', 21 * 60),
  adults: 3,
  children: 1,
  covers: 4,
  areaName: null,
  menuName: null,
  upsells: [],
  customer: { firstName: 'Priya', lastName: 'Shah', email: 'priya@example.com', phoneNumber: null, specialRequest: null },
  manageUrl: 'https://marigold.example/manage-booking/tok_123',
  ...overrides,
});
