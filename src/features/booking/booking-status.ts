/**
 * `bookingStatus` in the create, events and enquiry answers (3: the table is held until the diner confirms by email). The spec fixes only 9 (the slot was taken while the diner
 * was choosing); the others are ours, and documented in docs/decisions/0009.
 */
export const BOOKING_STATUS = { confirmed: 1, enquiryReceived: 2, awaitingConfirmation: 3, slotTaken: 9 } as const;

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time slot’s just been taken. Please choose another…';
