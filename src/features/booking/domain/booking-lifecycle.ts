/**
 * A booking's statuses as stored, and the changes staff may make. A table booking runs
 * confirmed → arrived → seated → finished, or ends as a no-show or cancelled; staff see "confirmed" as "booked".
 * 'unconfirmed' waits for the diner's email link (only the diner confirms it); an 'enquiry' holds no table until the
 * team confirms it, having seated the group themselves.
 */
export const bookingStatuses = ['confirmed', 'unconfirmed', 'enquiry', 'arrived', 'seated', 'finished', 'no-show', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The statuses whose booking holds its table (an unconfirmed one too, until its hold ends; a finished one until it finished). */
export const TABLE_HOLDING_STATUSES = ['confirmed', 'arrived', 'seated', 'finished'] as const satisfies readonly BookingStatus[];

/**
 * The changes staff may make. Only forward, but for "arrived" back to "booked" (marked by mistake): going back from a
 * no-show, a cancellation or a finished table would put a party on a table that may have been given away since, so
 * that is a new booking instead. Seating straight from "booked" skips the arrival, as a host often does.
 */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  confirmed: ['arrived', 'seated', 'no-show', 'cancelled'],
  arrived: ['seated', 'confirmed', 'cancelled'],
  seated: ['finished'],
  unconfirmed: ['cancelled'],
  enquiry: ['confirmed', 'cancelled'],
  finished: [],
  'no-show': [],
  cancelled: [],
};

export const canChangeStatus = (from: BookingStatus, to: BookingStatus): boolean => from === to || NEXT[from].includes(to);

/** The booking's field that records when it reached `status`. */
export const statusTimeField = {
  arrived: 'arrivedAt',
  seated: 'seatedAt',
  finished: 'finishedAt',
  'no-show': 'noShowAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<BookingStatus, string>>;

/** Why a change is refused, in words for the member of staff who asked. */
export const statusChangeRefusal = (from: BookingStatus, to: BookingStatus): string | null => {
  if (canChangeStatus(from, to)) return null;
  if (from === 'cancelled') return 'A cancelled booking cannot be reinstated. Make a new booking instead.';
  if (from === 'unconfirmed') return 'Only the diner confirms this booking, from the link in their email. You may cancel it.';
  if (to === 'enquiry') return 'A confirmed booking cannot go back to being an enquiry.';
  if (to === 'unconfirmed') return 'Only the diner confirms this booking, from the link in their email. You may cancel it.';
  if (from === 'no-show' || from === 'finished') return `This booking is already ${from === 'no-show' ? 'a no-show' : 'finished'}. Make a new booking instead.`;
  return `A booking that is ${from === 'confirmed' ? 'booked' : from} cannot become ${to === 'confirmed' ? 'booked' : to}.`;
};

/** The status a diner reads (email, manage page): their party's progress through the evening is the restaurant's business. */
export const dinerStatusOf = (status: BookingStatus): 'confirmed' | 'unconfirmed' | 'enquiry' | 'cancelled' =>
  status === 'arrived' || status === 'seated' || status === 'finished' ? 'confirmed' : status === 'no-show' ? 'cancelled' : status;

/** Whether the diner may still cancel from their link: not once they have arrived, or staff have settled the booking. */
export const dinerMayCancel = (status: BookingStatus) => status === 'confirmed' || status === 'unconfirmed' || status === 'enquiry';
