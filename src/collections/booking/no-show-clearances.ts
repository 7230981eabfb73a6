import type { CollectionConfig } from 'payload';
import { ownRestaurantsOnly } from '@/access/restaurants';

/**
 * A diner's no-show count cleared by a member of staff for one restaurant (the no-show policy, docs/decisions/0067):
 * no-shows marked before `clearedAt` no longer count there, on the day sheet or when the diner books online. Kept as
 * a record of who cleared what and when, not as a flag on a booking. The diner is named only by the keyed hash of their
 * email (booking-source.ts), as on their bookings; "delete my data" deletes their clearances, and the nightly
 * retention those older than the bookings' retention period (features/booking/no-show-clearance-records.ts).
 * Made on the day sheet or through the staff API (features/front-of-house/clear-no-shows.ts); read-only here.
 */
export const NoShowClearances: CollectionConfig = {
  slug: 'no-show-clearances',
  labels: { singular: 'No-shows cleared', plural: 'No-shows cleared' },
  admin: {
    useAsTitle: 'bookingReference',
    defaultColumns: ['restaurant', 'bookingReference', 'noShowsCleared', 'clearedBy', 'clearedAt'],
    group: 'Bookings',
    description: "Diners' no-show counts cleared by staff, from the Day sheet: who cleared them, when, and from which booking.",
  },
  defaultSort: '-clearedAt',
  indexes: [{ fields: ['dinerKey', 'storeId'] }],
  access: {
    read: ownRestaurantsOnly(),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true },
        { name: 'storeId', type: 'number', required: true },
      ],
    },
    { name: 'dinerKey', type: 'text', required: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'bookingReference', label: 'Cleared from booking', type: 'text', required: true },
        { name: 'noShowsCleared', label: 'No-shows cleared', type: 'number', required: true, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'clearedBy', type: 'relationship', relationTo: 'users' },
        { name: 'clearedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
};
