import type { CollectionConfig } from 'payload';
import { isAdmin } from '@/access/roles';
import { MAX_DINING_MINUTES } from '@/features/booking/domain/dining-duration';
import { DEFAULT_NO_SHOWS_BEFORE_CARD } from '@/features/booking/domain/no-show-policy';
import { ownRestaurantsOnly } from '@/access/restaurants';
import { bookingContentChanged } from './booking-content-changed';
import { validIsoDate, validTableCombinations } from './validators';

/**
 * One restaurant's booking engine: on or off, its tables, and the rules slots are cut by.
 * Occasions, booking menus, extras and seating areas are chain-wide and chosen by reference.
 */
export const BookingSettings: CollectionConfig = {
  slug: 'booking-settings',
  labels: { singular: 'Booking settings', plural: 'Booking settings' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'onlineBookings', 'slotIntervalMinutes', 'leadTimeMinutes', 'horizonDays'],
    group: 'Bookings',
    description: 'Per restaurant: tables, dining times, lead time, card guarantee, large parties, and switching online bookings off.',
  },
  access: { read: ownRestaurantsOnly(), update: ownRestaurantsOnly(), create: isAdmin, delete: isAdmin },
  hooks: {
    afterChange: [bookingContentChanged],
    afterDelete: [bookingContentChanged],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        // The list shows which restaurant each row is for without a join.
        beforeChange: [
          async ({ data, req }) => {
            const id = typeof data?.restaurant === 'object' ? data?.restaurant?.id : data?.restaurant;
            if (!id) return data?.title;
            const restaurant = await req.payload.findByID({ collection: 'restaurants', id, depth: 0, req, draft: true });
            return `${restaurant.title} (${restaurant.storeId})`;
          },
        ],
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Online bookings',
          fields: [
            { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, unique: true, index: true },
            {
              name: 'onlineBookings',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Untick to stop online bookings at this restaurant; existing bookings stay.' },
            },
            {
              name: 'pausedMessage',
              type: 'textarea',
              admin: {
                condition: (data) => data?.onlineBookings === false,
                description:
                  'What diners read while bookings are off. Leave empty for "Unfortunately we are currently unable to accept bookings at this time".',
              },
            },
            {
              name: 'confirmByEmail',
              label: 'Online bookings wait for the diner to confirm by email',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'Turn on while someone is filling the restaurant with fake bookings: each online booking holds its table for 30 minutes until the diner clicks the link in their email, then the table is released.',
              },
            },
            {
              name: 'waitlistHoldMinutes',
              label: 'Waitlist: minutes a freed table is held for the diner offered it',
              type: 'number',
              defaultValue: 15,
              min: 5,
              max: 120,
            },
            {
              type: 'row',
              fields: [
                { name: 'slotIntervalMinutes', label: 'Minutes between arrival times', type: 'number', required: true, defaultValue: 15, min: 5, max: 60 },
                {
                  name: 'leadTimeMinutes',
                  label: 'Lead time (minutes)',
                  type: 'number',
                  required: true,
                  defaultValue: 60,
                  min: 0,
                  admin: { description: 'The soonest a diner can arrive after booking.' },
                },
                { name: 'horizonDays', label: 'Book up to (days ahead)', type: 'number', required: true, defaultValue: 90, min: 0, max: 400 },
                {
                  name: 'lastArrivalBeforeCloseMinutes',
                  label: 'Last arrival before closing (minutes)',
                  type: 'number',
                  required: true,
                  defaultValue: 60,
                  min: 0,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'cardGuaranteeFromCovers',
                  label: 'Card guarantee from party size',
                  type: 'number',
                  min: 1,
                  max: 20,
                  admin: { description: 'Empty: only occasions that ask for one.' },
                },
                {
                  name: 'enquiryFromCovers',
                  label: 'Enquiry allowed from party size',
                  type: 'number',
                  min: 1,
                  max: 20,
                  admin: { description: 'Parties this big may send an enquiry when no table is free. Empty: never.' },
                },
              ],
            },
            {
              name: 'noShowsBeforeCard',
              label: 'No-shows before a card is needed',
              type: 'number',
              min: 0,
              max: 20,
              defaultValue: DEFAULT_NO_SHOWS_BEFORE_CARD,
              admin: {
                description:
                  "An email address with this many no-shows in the last 12 months (at any of our restaurants) must give a card to book online here; the diner is told why. Staff can clear a diner's count on the Day sheet. Phone bookings and walk-ins are not affected. 0 or empty: off.",
              },
            },
            {
              name: 'reminderHours',
              label: 'Reminder (hours before the booking)',
              type: 'number',
              defaultValue: 24,
              min: 0,
              max: 168,
              admin: {
                description:
                  'Diners get an email (and a text, if they agreed to texts) this long before their booking, to say they are coming or cancel. 0: no reminders. A booking made less than this long ahead gets none.',
              },
            },
            {
              name: 'diningDurations',
              type: 'array',
              minRows: 1,
              required: true,
              admin: { description: 'How long a table is held, by party size. Parties bigger than the last row get its time.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'upToCovers', label: 'Parties up to', type: 'number', required: true, min: 1, max: 20 },
                    { name: 'minutes', type: 'number', required: true, min: 15, max: MAX_DINING_MINUTES },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Tables',
          fields: [
            {
              name: 'tables',
              type: 'array',
              admin: { description: 'Every bookable table. A party gets the smallest free table that seats it, or else a combination below.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, admin: { width: '25%' } },
                    { name: 'area', type: 'relationship', relationTo: 'booking-areas', required: true, admin: { width: '35%' } },
                    { name: 'minCovers', label: 'Seats at least', type: 'number', required: true, min: 1, max: 20, defaultValue: 1 },
                    { name: 'maxCovers', label: 'Seats up to', type: 'number', required: true, min: 1, max: 20, defaultValue: 4 },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Table combinations',
          fields: [
            {
              name: 'tableCombinations',
              type: 'array',
              admin: {
                description: 'Tables that can be pushed together for a larger party, online and by staff. A booking on a combination holds every table in it.',
              },
              validate: validTableCombinations,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'tables',
                      label: 'Tables (labels, joined by +)',
                      type: 'text',
                      required: true,
                      admin: { width: '40%', placeholder: 'T4 + T5' },
                    },
                    { name: 'minCovers', label: 'Seats at least', type: 'number', required: true, min: 1, max: 20, defaultValue: 5 },
                    { name: 'maxCovers', label: 'Seats up to', type: 'number', required: true, min: 1, max: 20, defaultValue: 8 },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Pacing',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'pacingCovers',
                  label: 'Most covers arriving per interval',
                  type: 'number',
                  min: 1,
                  max: 500,
                  admin: { description: 'Online bookings stop offering a time once this many covers arrive in its interval. Empty: no limit.' },
                },
                {
                  name: 'pacingMinutes',
                  label: 'Interval',
                  type: 'select',
                  defaultValue: '15',
                  options: [
                    { value: '15', label: '15 minutes' },
                    { value: '30', label: '30 minutes' },
                    { value: '60', label: '1 hour' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Date restrictions',
          fields: [
            {
              name: 'restrictions',
              type: 'array',
              admin: { description: 'Dates with no online bookings, or with some occasions not bookable.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'date', type: 'text', required: true, validate: validIsoDate },
                    { name: 'closed', label: 'No bookings at all', type: 'checkbox' },
                  ],
                },
                { name: 'occasions', label: 'Occasions not bookable that day', type: 'relationship', relationTo: 'booking-occasions', hasMany: true },
                { name: 'note', type: 'text', admin: { description: 'For staff, e.g. "Private hire".' } },
              ],
            },
          ],
        },
      ],
    },
  ],
};
