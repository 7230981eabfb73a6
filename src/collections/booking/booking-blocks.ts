import type { CollectionConfig } from 'payload';
import { ownRestaurantsOnly } from '@/access/restaurants';
import { queueWaitlistMatch } from '@/features/waitlist/queue-waitlist-match';

/**
 * Tables taken off sale for a time: a private hire, a kitchen fault, the terrace in the rain. The engine reads them
 * with the bookings (features/booking/ledger), so those times leave the website at once and come back when the block
 * is lifted (deleted). Made on the day sheet or through the staff API (features/front-of-house/blocks.ts), which
 * work out the instants and the tables; here staff read and lift them.
 */
export const BookingBlocks: CollectionConfig = {
  slug: 'booking-blocks',
  labels: { singular: 'Block', plural: 'Blocks' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['restaurant', 'date', 'from', 'until', 'scopeLabel', 'reason'],
    group: 'Bookings',
    description: 'Tables, areas or whole restaurants closed to bookings for a time. Block from the Day sheet; delete a block here to lift it.',
  },
  defaultSort: '-startsAt',
  indexes: [{ fields: ['storeId', 'startsAt'] }],
  // A block lifted frees its tables: the first diner waiting for that day may have one (features/waitlist).
  hooks: { afterDelete: [({ doc, req }) => queueWaitlistMatch(req, doc.storeId, doc.date)] },
  access: {
    read: ownRestaurantsOnly(),
    create: () => false,
    update: () => false,
    delete: ownRestaurantsOnly(),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true },
        { name: 'storeId', type: 'number', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'text', required: true },
        { name: 'from', type: 'text', required: true },
        { name: 'until', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // What the ledger reads: '*' (the whole restaurant), 'area:{id}', or table keys joined by '+' (domain/types.ts TableHold).
    { name: 'scope', type: 'text', required: true, admin: { hidden: true } },
    { name: 'scopeLabel', label: 'Blocked', type: 'text', required: true },
    { name: 'reason', type: 'text', required: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
};
