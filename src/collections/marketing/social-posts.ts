import type { CollectionConfig } from 'payload';
import { canEditContent } from '@/access/roles';
import { cacheTags, expireTags } from '@/server/revalidate';

/**
 * The social tiles (GET /api/social/insta/media): posts marketing picks to show on the site, each an image with
 * its caption and a link to the post. Kept here so the site never waits on a social network; an adapter could fill
 * this list from Instagram's API instead.
 */
export const SocialPosts: CollectionConfig = {
  slug: 'social-posts',
  labels: { singular: 'Social post', plural: 'Social posts' },
  admin: {
    useAsTitle: 'caption',
    group: 'Marketing',
    defaultColumns: ['caption', 'postedAt', 'show'],
    description: 'Posts shown as the site’s social tiles (GET /api/social/insta/media), newest first. Untick "show" to hide one.',
  },
  defaultSort: '-postedAt',
  // The home page and restaurant pages show the latest posts (the social strip): an edit shows there at once.
  hooks: {
    afterChange: [({ req }) => expireTags(req, cacheTags.socialPosts)],
    afterDelete: [({ req }) => expireTags(req, cacheTags.socialPosts)],
  },
  access: { read: canEditContent, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'permalink',
      label: 'Link to the post',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => (value && /^https:\/\//.test(value) ? true : 'Use an https:// address.'),
    },
    {
      type: 'row',
      fields: [
        { name: 'postedAt', type: 'date', required: true, index: true },
        { name: 'show', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
  ],
};
