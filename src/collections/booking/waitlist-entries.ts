import type { CollectionConfig } from 'payload';
import { ownRestaurantsOnly } from '@/access/restaurants';

/**
 * Diners waiting for a table at a full time (features/waitlist): who, for which date, arrival window and party, and
 * where they are in line. Written by the waitlist's join, match and leave code only; staff read them here and on the
 * day sheet (features/waitlist/day-waitlist.ts). The customer fields are personal data: erasure and retention cover
 * them (features/waitlist/forget-waitlist-diners.ts).
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['restaurant', 'date', 'from', 'until', 'covers', 'status', 'joinedAt'],
    group: 'Bookings',
    description: 'Diners waiting for a table at a full time. When one frees up, the first in line whose window and party fit is offered it by email.',
  },
  defaultSort: 'joinedAt',
  // The match reads one restaurant's day in the order diners joined.
  indexes: [{ fields: ['storeId', 'date', 'joinedAt'] }],
  access: { read: ownRestaurantsOnly(), create: () => false, update: () => false, delete: ownRestaurantsOnly() },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true },
        { name: 'storeId', type: 'number', required: true },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'waiting',
          index: true,
          options: [
            { value: 'waiting', label: 'Waiting' },
            { value: 'offered', label: 'Offered a table (held for them)' },
            { value: 'booked', label: 'Booked' },
            { value: 'left', label: 'Left the waitlist' },
            { value: 'expired', label: 'Expired (window passed, or an offer not taken)' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'date', type: 'text', required: true },
        { name: 'from', label: 'Arrive from', type: 'text', required: true },
        { name: 'until', label: 'Arrive until', type: 'text', required: true },
        { name: 'adults', type: 'number', required: true },
        { name: 'children', type: 'number', required: true },
        { name: 'covers', type: 'number', required: true },
      ],
    },
    { name: 'joinedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'customer',
      type: 'group',
      admin: { description: 'Empty once the diner asked us to delete their data, or after the retention period.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text' },
            { name: 'lastName', type: 'text' },
            { name: 'email', type: 'email' },
            { name: 'phoneNumber', type: 'text' },
          ],
        },
        { name: 'shouldReceiveSms', label: 'Happy to receive texts', type: 'checkbox' },
        { name: 'erasedAt', type: 'date', admin: { condition: (_, sibling) => Boolean(sibling?.erasedAt) } },
      ],
    },
    {
      type: 'row',
      fields: [
        // The provisional booking holding a table for the diner (an unconfirmed booking in the ledger), and how many
        // offers they have had: the next offer's idempotency key, so two match runs never offer one entry twice.
        { name: 'offeredBooking', type: 'relationship', relationTo: 'bookings' },
        { name: 'offers', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    // The secret of the diner's "leave the waitlist" link.
    { name: 'token', type: 'text', required: true, index: true, admin: { hidden: true }, access: { read: () => false } },
  ],
};
