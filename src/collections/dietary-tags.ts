import type { CollectionConfig } from 'payload';
import { canEditContent } from '@/access/roles';
import { validSlug } from '@/lib/slugs';
import { expireMenuPages } from './menus';

/** The schema.org diets a tag can stand for, so search engines read our menus' dietary labels too. */
const schemaDiets = ['VeganDiet', 'VegetarianDiet', 'GlutenFreeDiet', 'HalalDiet', 'LowCalorieDiet', 'LowLactoseDiet'] as const;

export const DietaryTags: CollectionConfig = {
  slug: 'dietary-tags',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'slug'],
    group: 'Menus',
    description: 'Labels diners filter menus by (Vegan, Gluten-free …). A dish shows under a filter only when it carries every selected tag.',
  },
  access: { read: () => true, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: expireMenuPages,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'As diners read it, e.g. "Gluten-free".' } },
        { name: 'code', type: 'text', required: true, maxLength: 4, admin: { description: 'Badge beside each dish, e.g. "GF".' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: validSlug,
          admin: { description: 'In shared filter addresses: /menu/main?diet=gluten-free' },
        },
        { name: 'schemaDiet', type: 'select', options: [...schemaDiets], admin: { description: 'The schema.org diet this tag means, if any.' } },
      ],
    },
  ],
};
