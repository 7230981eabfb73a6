import type { CollectionConfig, Field } from 'payload';
import { canUpdateRestaurant } from '@/access/restaurants';
import { canEditContent, isAdmin, publishedOrStaff } from '@/access/roles';
import { tileFields } from '@/fields/tile-fields';
import { linkFields } from '@/fields/link-fields';
import { cacheTags, expireTags } from '@/server/revalidate';
import { CLOSED, dayName, weekdays } from '@/lib/weekdays';
import { isPhoneNumber } from '@/lib/contact-fields';
import { validClockTime, validIsoDate } from '@/collections/booking/validators';
import { amenities } from '@/features/restaurants/amenities';
import { validAddressSegment } from '@/features/restaurants/paths';
import { forgetBookingConfigs } from '@/features/booking/config-cache';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Opening and closing times may also say "Closed" (blank means closed too). */
const openingTime = (value: unknown) =>
  isBlank(value) || value === CLOSED || validClockTime(value) === true || `Use HH:mm (24-hour, e.g. 09:30 or 00:00 for midnight) or "${CLOSED}"`;
/** A click-and-collect cut-off: a clock time, or blank for the usual 21:00. */
const optionalClockTime = (value: unknown) => isBlank(value) || validClockTime(value);

/** mondayOpen, mondayClose, mondayClickCollectClose … as the spec names them, one row per day in the editor. */
const weeklyHours: Field[] = weekdays.map((day) => ({
  type: 'row',
  fields: [
    { name: `${day}Open`, label: `${dayName(day)} opens`, type: 'text', validate: openingTime, defaultValue: '11:30' },
    { name: `${day}Close`, label: `${dayName(day)} closes`, type: 'text', validate: openingTime, defaultValue: '22:00' },
    { name: `${day}ClickCollectClose`, label: 'Click & collect until', type: 'text', validate: optionalClockTime },
  ],
}));

export const Restaurants: CollectionConfig = {
  slug: 'restaurants',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', 'storeId', 'enableBookings', '_status'],
    listSearchableFields: ['title', 'city', 'slug', 'storeId'],
    group: 'Restaurants',
    description: 'Every restaurant in the chain: where it is, when it opens, and what it offers.',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: canEditContent,
    delete: isAdmin,
    // Restaurant managers may update only the restaurants they look after.
    update: canUpdateRestaurant,
  },
  hooks: {
    // Opening hours and enableBookings feed the booking engine too.
    afterChange: [({ req }) => expireTags(req, cacheTags.restaurants), forgetBookingConfigs],
    afterDelete: [({ req }) => expireTags(req, cacheTags.restaurants), forgetBookingConfigs],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity',
          fields: [
            { name: 'title', type: 'text', required: true, admin: { description: 'The venue name, e.g. "The Printworks".' } },
            {
              type: 'row',
              fields: [
                { name: 'storeId', type: 'number', required: true, unique: true, index: true, min: 1 },
                {
                  name: 'slug',
                  type: 'text',
                  required: true,
                  index: true,
                  validate: validAddressSegment('slug'),
                  admin: {
                    description: 'The last part of the page address: /restaurants/{city}/{slug}. Not "menu", "book-now" or "search", which the addresses use.',
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'city',
                  type: 'text',
                  required: true,
                  index: true,
                  validate: validAddressSegment('city'),
                  admin: { description: 'City part of the address, e.g. "ellesmere-port". Not "menu", "book-now" or "search", which the addresses use.' },
                },
                { name: 'cityName', type: 'text', required: true, admin: { description: 'City as people read it, e.g. "Ellesmere Port".' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'lat',
                  label: 'Latitude',
                  type: 'number',
                  required: true,
                  min: 49,
                  max: 61,
                  admin: { step: 0.00001, description: 'Places the pin on the map and ranks the restaurant in "find a restaurant", e.g. 53.2676.' },
                },
                {
                  name: 'lng',
                  label: 'Longitude',
                  type: 'number',
                  required: true,
                  min: -9,
                  max: 2,
                  admin: { step: 0.00001, description: 'West of Greenwich is negative, e.g. -2.8842.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'enableBookings', type: 'checkbox', defaultValue: true },
                { name: 'clickCollect', type: 'checkbox', defaultValue: false },
                {
                  name: 'hideRestaurantDetailPage',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'No public page, and left out of location lists.' },
                },
              ],
            },
            { name: 'bookATableWidgetId', type: 'text', admin: { description: 'Id of this restaurant in the booking system.' } },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'line1', type: 'text', required: true },
                { name: 'line2', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'town', type: 'text', required: true },
                    { name: 'postcode', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'phone',
                  type: 'text',
                  validate: (v: unknown) => !v || (typeof v === 'string' && isPhoneNumber(v)) || 'A phone number of 7 to 17 digits, e.g. 0161 496 0000',
                },
                { name: 'email', type: 'email' },
              ],
            },
          ],
        },
        {
          label: 'Opening hours',
          description: 'Times are UK time (HH:mm). 00:00 closing means midnight. "Closed" closes the whole day. Click & collect falls back to 21:00.',
          fields: [
            ...weeklyHours,
            {
              name: 'dateOverrides',
              label: 'Date-range overrides',
              type: 'array',
              admin: { description: 'Bank holidays, Christmas, refurbishments: these win over the weekly hours.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'startDate', type: 'text', required: true, validate: validIsoDate },
                    { name: 'endDate', type: 'text', required: true, validate: validIsoDate },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'openTime', type: 'text', required: true, validate: openingTime },
                    { name: 'closeTime', type: 'text', required: true, validate: openingTime },
                    { name: 'clickCollectClose', type: 'text', validate: optionalClockTime },
                  ],
                },
                { name: 'note', type: 'text', admin: { description: 'Shown to diners, e.g. "Christmas Day".' } },
              ],
            },
          ],
        },
        {
          label: 'Page',
          fields: [
            { name: 'about', type: 'richText' },
            { name: 'heroTiles', type: 'array', fields: tileFields },
            { name: 'amenities', type: 'select', hasMany: true, options: amenities.map(({ value, label }) => ({ value, label })) },
            {
              name: 'awards',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'year', type: 'number', min: 1990, max: 2100 },
                  ],
                },
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
            {
              name: 'mediaIcons',
              type: 'array',
              admin: { description: 'Badges linking elsewhere, e.g. a review site or a local guide.' },
              fields: [...linkFields({ required: true }), { name: 'icon', type: 'upload', relationTo: 'media' }],
            },
          ],
        },
        {
          label: 'Ordering',
          fields: [
            { name: 'takeawayUrl', type: 'text', admin: { description: 'Where diners order takeaway.' } },
            { name: 'clickCollectUrl', type: 'text' },
            {
              name: 'deliveryLinks',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'provider', type: 'text', required: true },
                    { name: 'url', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
