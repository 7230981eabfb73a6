import type { DaySheet } from '@/features/front-of-house/day-sheet';
import type { BookingChannel, StaffStatus } from '@/features/front-of-house/staff-status';

/** One booking on the sheet, as the staff API's day gives it. */
export type DaySheetBooking = DaySheet['bookings'][number];

/** How the day sheet and its CSV name each status (the staff API's names are for machines). */
export const statusLabels: Record<StaffStatus, string> = {
  booked: 'Booked',
  unconfirmed: 'Awaiting the diner’s confirmation',
  enquiry: 'Enquiry',
  arrived: 'Arrived',
  seated: 'Seated',
  finished: 'Finished',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

/** How the day sheet and its CSV name each channel. */
export const sourceLabels: Record<BookingChannel, string> = { website: 'Website', phone: 'Phone', 'walk-in': 'Walk-in' };

/** "2 adults, 1 child": the party as a host reads it out. */
export function partyLabel(adults: number, children: number): string {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return parts.join(', ');
}
