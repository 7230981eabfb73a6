import type { CollectionConfig } from 'payload';
import { chainBookingCollection, someRestaurantsField } from './chain-booking-collection';

/** The menus a diner books against (à la carte, set menus, brunch): what the kitchen prepares for. */
export const BookingMenus: CollectionConfig = {
  slug: 'booking-menus',
  labels: { singular: 'Booking menu', plural: 'Booking menus' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'sortOrder'],
    group: 'Bookings',
    description: 'Menus a diner can choose when booking. Occasions decide which of them they offer (menu link group).',
  },
  ...chainBookingCollection,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { step: 0.05, description: 'Per person in pounds; leave empty for à la carte.' } },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    someRestaurantsField,
  ],
};
