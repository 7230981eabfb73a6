import type { CollectionConfig } from 'payload';
import { canEditContent } from '@/access/roles';
import { slugPattern } from '@/lib/slugs';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Offers diners claim a voucher code for at /offer/{slug} (spec section 3, Offer). Every field the spec names, plus
 * the dates it runs between and the restaurants it is good at. Visitors read offers only through the site's API.
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'title',
    group: 'Marketing',
    defaultColumns: ['title', 'slug', 'validFrom', 'validUntil', 'claimedCount', 'redeemedCount'],
    description:
      'Offers diners claim a personal voucher code for, at /offer/{slug}. Each email address gets one code per offer (asking again sends the same code); staff mark codes redeemed under Vouchers.',
  },
  defaultSort: '-validFrom',
  access: { read: canEditContent, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The address: "summer-burger" is /offer/summer-burger. Lower-case letters, digits and hyphens.' },
      validate: (value: string | null | undefined) => (value && slugPattern.test(value) ? true : 'Use lower-case letters, digits and hyphens.'),
    },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'termAndConditions',
      label: 'Terms and conditions',
      type: 'textarea',
      required: true,
      admin: { description: 'Diners accept these before they get a code.' },
    },
    { name: 'validityText', type: 'text', admin: { description: 'How long the offer runs, as diners read it ("Monday to Friday until 31 March").' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', required: true, index: true, admin: { description: 'Before this the offer page is not found.' } },
        {
          name: 'validUntil',
          type: 'date',
          required: true,
          index: true,
          admin: { description: 'After this the page says the offer has ended and gives no more codes.' },
        },
      ],
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      admin: { description: 'Starts every voucher code of this offer (e.g. SUMMER gives SUMMER-7KQ4-XH9C), so staff can tell offers apart at the till.' },
      validate: (value: string | null | undefined) => (value && /^[A-Z0-9]{2,12}$/.test(value) ? true : 'Use 2 to 12 capital letters or digits.'),
    },
    {
      name: 'restaurants',
      type: 'relationship',
      relationTo: 'restaurants',
      hasMany: true,
      admin: { description: 'Leave empty for every restaurant.' },
    },
    {
      name: 'slots',
      type: 'array',
      admin: { description: 'Times the offer is served from (HH:mm), shown on the offer page. Leave empty for any time.' },
      fields: [
        {
          name: 'time',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) => (value && timePattern.test(value) ? true : 'Use HH:mm, e.g. 12:00.'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'successButtonText', type: 'text', admin: { description: 'The button under the code, e.g. "Book a table".' } },
        { name: 'successButtonUrl', type: 'text', admin: { description: 'Where that button goes, e.g. /book-now.' } },
      ],
    },
    {
      name: 'overrideSuccessUrl',
      type: 'text',
      admin: { description: 'Optional: after claiming, send the diner to this address instead of showing the code on the page (the code is still emailed).' },
    },
    {
      name: 'referralReward',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Friends who join through Refer a friend get this offer (the newest running one that is ticked).' },
    },
    {
      name: 'claimedCount',
      label: 'Vouchers claimed',
      type: 'number',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          async ({ req, data }) =>
            req.user && data?.id ? (await req.payload.count({ collection: 'vouchers', where: { offer: { equals: data.id } }, req })).totalDocs : undefined,
        ],
      },
    },
    {
      name: 'redeemedCount',
      label: 'Vouchers redeemed',
      type: 'number',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          async ({ req, data }) =>
            req.user && data?.id
              ? (await req.payload.count({ collection: 'vouchers', where: { offer: { equals: data.id }, redeemed: { equals: true } }, req })).totalDocs
              : undefined,
        ],
      },
    },
  ],
};
