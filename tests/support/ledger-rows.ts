import type { Decision, LockedFacts, NewBooking } from '@/features/booking/ledger/ledger';

/** What the ledger tests book: one restaurant, one evening (10 July 2026, times in UTC). */
export const STORE = 7;
export const at = (time: string) => new Date(`2026-07-10T${time}:00Z`);

/** What every booking in the ledger tests reads inside the lock: the tables held from 18:00 to 19:30, at noon that day. */
export const EVENING = { holdsFrom: at('18:00'), holdsTo: at('19:30'), idempotencyKey: null, now: at('12:00'), diner: null };

/** A booking row as the ledger inserts it: T1 from 18:00 to 19:30 for two, unless overridden. */
export const booking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
  ...{ reference: `MG-${Math.random().toString(36).slice(2, 10)}`, status: 'confirmed', kind: 'table', restaurantId: 1, storeId: STORE, occasionId: 3 },
  ...{ bookingDate: '2026-07-10', time: '18:00', adults: 2, children: 0, covers: 2, startsAt: at('18:00'), endsAt: at('19:30') },
  ...{
    tableKey: 'T1',
    tableLabel: 'Table 1',
    areaName: 'Restaurant',
    menuName: null,
    upsells: null,
    cardCustomerId: null,
    manageToken: 'token',
    idempotencyKey: null,
  },
  ...{ holdUntil: null, source: null, dinerKey: null, channel: 'website', takenBy: null, seatedAt: null },
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: null,
    specialRequest: null,
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
  },
  ...overrides,
});

/** Books T1 from 18:00 to 19:30 at a restaurant unless something already holds it there. */
export const bookT1At =
  (storeId: number) =>
  ({ holds }: LockedFacts): Decision<string> => {
    if (holds.some((hold) => hold.tableKey === 'T1')) return { answer: () => 'taken' };
    return { insert: booking({ storeId }), answer: (stored) => `booked ${stored.id}` };
  };
export const bookT1 = bookT1At(STORE);
