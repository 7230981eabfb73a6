import type { CollectionConfig, Field } from 'payload';
import { dayName, weekdays } from '@/lib/weekdays';
import { chainBookingCollection, someRestaurantsField } from './chain-booking-collection';
import { optionalIsoDate, validClockTime } from './validators';

const linkGroup = (name: string, relationTo: 'booking-menus' | 'booking-areas', what: string): Field => ({
  name,
  type: 'group',
  admin: {
    description: `Inclusive offers only the ${what} listed; exclusive offers every ${what.replace(/s$/, '')} except those listed. An empty inclusive list offers them all.`,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, defaultValue: 'exclusive', options: ['inclusive', 'exclusive'], admin: { width: '25%' } },
        { name: 'items', type: 'relationship', relationTo, hasMany: true, admin: { width: '75%' } },
      ],
    },
  ],
});

/** What a diner books: a table, brunch, a Christmas party. Each decides its party sizes, days, times, menus and areas. */
export const BookingOccasions: CollectionConfig = {
  slug: 'booking-occasions',
  labels: { singular: 'Occasion', plural: 'Occasions' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'bookingType', 'minimumCovers', 'maximumCovers', 'sortOrder'],
    group: 'Bookings',
    description: 'The first choice in the booking journey. The first occasion running on a date is the default.',
  },
  ...chainBookingCollection,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'minimumCovers', type: 'number', required: true, min: 1, max: 20, defaultValue: 1 },
        { name: 'maximumCovers', type: 'number', required: true, min: 1, max: 20, defaultValue: 8 },
        {
          name: 'bookingType',
          type: 'select',
          required: true,
          defaultValue: 'table',
          options: [
            { value: 'table', label: 'Table (confirmed at once)' },
            { value: 'event', label: 'Event (confirmed at once)' },
            { value: 'enquiry', label: 'Enquiry (the team replies)' },
          ],
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'days',
      type: 'select',
      hasMany: true,
      options: weekdays.map((day) => ({ value: day, label: dayName(day) })),
      admin: { description: 'Leave empty for every day.' },
    },
    {
      name: 'serviceWindows',
      type: 'array',
      admin: { description: 'Arrival times, inclusive. Leave empty for whenever the restaurant takes bookings.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, validate: validClockTime },
            { name: 'until', type: 'text', required: true, validate: validClockTime },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'text', validate: optionalIsoDate, admin: { description: 'First date, yyyy-mm-dd; empty for no start.' } },
        { name: 'validUntil', type: 'text', validate: optionalIsoDate, admin: { description: 'Last date, yyyy-mm-dd; empty for no end.' } },
      ],
    },
    { name: 'requiresCardGuarantee', type: 'checkbox', admin: { description: 'Every booking of this occasion needs a card to hold it.' } },
    linkGroup('menuLinkGroup', 'booking-menus', 'menus'),
    linkGroup('areaLinkGroup', 'booking-areas', 'areas'),
    someRestaurantsField,
  ],
};
