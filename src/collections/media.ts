import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { canEditContent, isStaff } from '@/access/roles';
import { env } from '@/server/env';

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', description: 'Images, icons and videos used on the site.' },
  access: {
    read: () => true,
    create: isStaff,
    update: canEditContent,
    delete: canEditContent,
  },
  upload: {
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env().MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml', 'video/mp4', 'video/webm'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it. Leave a single space for purely decorative images.' },
    },
  ],
};
