/*
 * No `import 'server-only'`: the nightly booking retention (forget-card-guarantees-task.ts) uses it from
 * payload.config.ts, which also runs outside Next.
 */

/**
 * What a booking keeps of its diner once their details are deleted (they asked, or the retention period after their
 * visit has passed): when that happened, nothing else.
 */
export const erasedCustomer = (now: Date) => ({
  firstName: null,
  lastName: null,
  email: null,
  phoneNumber: null,
  specialRequest: null,
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  erasedAt: now.toISOString(),
});
