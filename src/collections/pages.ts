import type { CollectionConfig } from 'payload';
import { canEditContent, publishedOrStaff } from '@/access/roles';
import { tileFields } from '@/fields/tile-fields';
import { cacheTags, expireTags } from '@/server/revalidate';
import { pagePathPattern } from '@/lib/slugs';

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'Content pages built from tiles. The slug is the address: "cookie-policy" is /cookie-policy, "about/our-story" is /about/our-story, "home" is the home page.',
    preview: (doc) => (typeof doc.slug === 'string' ? (doc.slug === 'home' ? '/' : `/${doc.slug}`) : null),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  hooks: {
    afterChange: [
      ({ doc, previousDoc, req }) =>
        expireTags(req, cacheTags.pages, cacheTags.page(doc.slug), ...(previousDoc?.slug ? [cacheTags.page(previousDoc.slug)] : [])),
    ],
    afterDelete: [({ doc, req }) => expireTags(req, cacheTags.pages, cacheTags.page(doc.slug))],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && pagePathPattern.test(value)) ||
        'One or two parts of lower-case letters, numbers and hyphens, e.g. "gift-cards" or "about/our-story"',
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', maxLength: 300, admin: { description: 'Shown by search engines under the title.' } },
    { name: 'tiles', type: 'array', minRows: 1, fields: tileFields, admin: { initCollapsed: true } },
  ],
};
