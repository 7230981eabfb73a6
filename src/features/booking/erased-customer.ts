/*
 * No `import 'server-only'`: the nightly booking retention (forget-card-guarantees-task.ts) uses it from
 * payload.config.ts, which also runs outside Next.
 */

/**
 * What a booking keeps of its diner once their details are deleted (they asked, or the retention period after their
 * visit has passed): when that happened, nothing else.
 */
const erasedCustomer = (now: Date) => ({
  firstName: null,
  lastName: null,
  email: null,
  phoneNumber: null,
  specialRequest: null,
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  erasedAt: now.toISOString(),
});

/**
 * A booking's fields that name or point to its diner, as they are once the details are deleted: the customer above,
 * the keyed hash of their email that the two-hour rule looks up, and the keyed hash of the address they booked from.
 */
export const erasedBookingDetails = (now: Date) => ({ customer: erasedCustomer(now), dinerKey: null, source: null });
