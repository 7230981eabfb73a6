import type { BookingChannel } from '@/features/front-of-house/staff-status';

/** How the day sheet and its CSV name each channel (statuses: staffStatusLabels, beside the staff API's statuses). */
export const sourceLabels: Record<BookingChannel, string> = { website: 'Website', phone: 'Phone', 'walk-in': 'Walk-in' };

/** "2 adults, 1 child": the party as a host reads it out. */
export function partyLabel(adults: number, children: number): string {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return parts.join(', ');
}
