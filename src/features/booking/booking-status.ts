/**
 * `bookingStatus` in the create, events and enquiry answers. The spec fixes only 9 (the slot was taken while the diner
 * was choosing); the others are ours, and documented in docs/decisions/0009.
 */
export const BOOKING_STATUS = { confirmed: 1, enquiryReceived: 2, slotTaken: 9 } as const;

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time slot’s just been taken. Please choose another…';
