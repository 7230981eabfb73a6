import type { CollectionConfig } from 'payload';
import { chainBookingCollection, someRestaurantsField } from './chain-booking-collection';

/** Extras a diner can add to a booking (a birthday cake, bubbles on arrival), prepared before they arrive. */
export const BookingUpsells: CollectionConfig = {
  slug: 'booking-upsells',
  labels: { singular: 'Booking extra', plural: 'Booking extras' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'available'],
    group: 'Bookings',
    description: 'Extras offered with a booking. Untick "Available" to stop offering one without deleting it.',
  },
  ...chainBookingCollection,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', required: true, min: 0, admin: { step: 0.05, description: 'Pounds, e.g. 24.95' } },
        { name: 'available', type: 'checkbox', defaultValue: true },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'occasions',
      type: 'relationship',
      relationTo: 'booking-occasions',
      hasMany: true,
      admin: { description: 'Leave empty to offer it with every occasion.' },
    },
    someRestaurantsField,
  ],
};
