import type { CollectionConfig } from 'payload';
import { chainBookingCollection } from './chain-booking-collection';

/** Kinds of seating shared by the chain (Restaurant, Bar, Terrace …); each restaurant places its tables in them. */
export const BookingAreas: CollectionConfig = {
  slug: 'booking-areas',
  labels: { singular: 'Seating area', plural: 'Seating areas' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'description', 'sortOrder'],
    group: 'Bookings',
    description: 'Where diners can ask to sit. Each restaurant assigns its tables to these areas under Booking settings.',
  },
  ...chainBookingCollection,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'text', admin: { description: 'Shown to diners when they choose where to sit.' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers are listed first.' } },
  ],
};
