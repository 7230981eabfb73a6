import type { CollectionConfig, Field } from 'payload';
import { canEditContent, publishedOrStaff } from '@/access/roles';
import { allergens } from '@/features/menus/allergens';
import { validSlug } from '@/lib/slugs';
import { cacheTags, expireTags } from '@/server/revalidate';

/**
 * One choice per allergen rather than two multi-selects: it reads like the allergen matrix kitchens keep, and Payload
 * cannot yet save a many-valued select nested two arrays deep in a versioned collection (payloadcms/payload#17142).
 */
const allergenPresence = [
  { value: 'contains', label: 'Contains' },
  { value: 'may-contain', label: 'May contain' },
];

const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'price', type: 'number', required: true, min: 0, admin: { step: 0.05, description: 'Pounds, e.g. 12.95' } },
    ],
  },
  { name: 'description', type: 'textarea' },
  { name: 'dietaryTags', type: 'relationship', relationTo: 'dietary-tags', hasMany: true },
  {
    name: 'allergens',
    type: 'group',
    admin: {
      description:
        'Each of the 14 allergens: "Contains" when it is in the recipe, "May contain" for possible traces (shared kitchen, fryer or supplier), empty when free from it.',
    },
    fields: [
      {
        type: 'row',
        fields: allergens.map(({ key, label }) => ({ name: key, label, type: 'select' as const, options: allergenPresence, admin: { width: '25%' } })),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'kcal', label: 'kcal per portion', type: 'number', required: true, min: 0, max: 5000 },
      { name: 'portion', type: 'text', required: true, admin: { description: 'What one portion is, e.g. "1 burger with fries (520 g)".' } },
    ],
  },
];

/** Saving or deleting a menu or a dietary tag expires every cached menu page. */
export const expireMenuPages: CollectionConfig['hooks'] = {
  afterChange: [({ req }) => expireTags(req, cacheTags.menus)],
  afterDelete: [({ req }) => expireTags(req, cacheTags.menus)],
};

export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'servedEverywhere', '_status'],
    group: 'Menus',
    description: 'Menus, their sections and dishes with dietary tags, the 14 allergens and calories. The slug is the address: "main" is /menu/main.',
    preview: (doc) => (typeof doc.slug === 'string' ? `/menu/${doc.slug}` : null),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: expireMenuPages,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: validSlug,
        },
      ],
    },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'audience',
          type: 'select',
          required: true,
          defaultValue: 'adults',
          options: [
            { value: 'adults', label: 'Adults' },
            { value: 'children', label: 'Children' },
          ],
          admin: { description: "Children's menus leave out 'Adults need around 2000 kcal a day'." },
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers are listed first.' } },
      ],
    },
    { name: 'servedEverywhere', type: 'checkbox', defaultValue: true, admin: { description: 'Served in every restaurant.' } },
    {
      name: 'restaurants',
      type: 'relationship',
      relationTo: 'restaurants',
      hasMany: true,
      admin: { condition: (data) => !data?.servedEverywhere, description: 'The restaurants that serve this menu.' },
    },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'items', type: 'array', minRows: 1, admin: { initCollapsed: true }, fields: itemFields },
      ],
    },
  ],
};
