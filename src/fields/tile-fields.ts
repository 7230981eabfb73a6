import type { Field } from 'payload';
import { themeColourNames } from '@/lib/theme';
import { linkFields } from './link-fields';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value.replace(/-/g, ' ') }));

/** PostgreSQL names may not pass 63 characters; tiles nest deep inside versions, so their enums get short names. */
const shortEnum = (suffix: string) => ({ enumName: ({ tableName }: { tableName?: string }) => `enum_${tableName ?? 'tile'}_${suffix}` });

export const tileWidths = ['full', 'two-thirds', 'half', 'third'] as const;
export const tileHeights = ['auto', 'small', 'medium', 'large'] as const;
export const tileAnimations = ['none', 'fade-in', 'slide-up'] as const;
export const tileBackgroundAnimations = ['none', 'slow-zoom'] as const;
/** Forms a tile can embed. Each form's feature adds its value here as it lands. */
export const tileFormTypes = ['none', 'booking', 'group-booking', 'contact', 'sign-up'] as const;

/**
 * A tile: the building block of content pages and restaurant hero areas.
 * The display fields are the spec's (section 3); heading, body, image and link are what a tile says.
 */
export const tileFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'tileId', type: 'text', admin: { description: 'Anchor id, so a link can point at this tile (#id).' } },
      {
        name: 'key',
        type: 'text',
        admin: { description: 'Stable key for analytics. "social": the tile shows the latest social posts (Marketing → Social posts).' },
      },
    ],
  },
  { name: 'heading', type: 'text' },
  { name: 'body', type: 'richText' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'link', type: 'group', fields: linkFields({ required: false }) },
  {
    type: 'row',
    fields: [
      { name: 'backgroundColor', type: 'select', ...shortEnum('bg'), defaultValue: 'white', options: options(themeColourNames) },
      { name: 'width', type: 'select', ...shortEnum('w'), defaultValue: 'full', options: options(tileWidths) },
      { name: 'height', type: 'select', ...shortEnum('h'), defaultValue: 'auto', options: options(tileHeights) },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'animationEffect', type: 'select', ...shortEnum('anim'), defaultValue: 'none', options: options(tileAnimations) },
      { name: 'backgroundAnimationEffect', type: 'select', ...shortEnum('bg_anim'), defaultValue: 'none', options: options(tileBackgroundAnimations) },
      {
        name: 'formType',
        type: 'select',
        ...shortEnum('form'),
        defaultValue: 'none',
        options: options(tileFormTypes),
        admin: {
          description:
            'A form shown in the tile. "booking": the table-booking journey (the #booking area Book Now leads to). "group booking": the group-booking enquiry form (parties too large to book online are sent to /group-bookings, filled in with their restaurant, date and party). "contact": the contact form with file attachments. Both enquiry forms are stored under Enquiries; their choices are in Enquiry settings. "sign-up": the short Hear It First sign-up (email address and consent).',
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'videoMobile', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
      { name: 'videoDesktop', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
    ],
  },
];
