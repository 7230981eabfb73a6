import type { GlobalConfig } from 'payload';
import { canEditContent } from '@/access/roles';
import { linkFields } from '@/fields/link-fields';
import { cacheTags, expireTags } from '@/server/revalidate';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content', description: 'Header, footer, banner and popup shown on every page.' },
  access: { read: () => true, update: canEditContent },
  hooks: { afterChange: [({ req }) => expireTags(req, cacheTags.siteSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'siteId', type: 'text', required: true, admin: { description: 'Brand id sent with venue and job calls.' } },
                { name: 'siteName', type: 'text', required: true, admin: { description: 'Shown in the copyright line and page titles.' } },
              ],
            },
            { name: 'backToTopIcon', type: 'upload', relationTo: 'media', admin: { description: 'Optional; a chevron pointing up is used when empty.' } },
          ],
        },
        {
          label: 'Header',
          fields: [
            {
              name: 'mastheadItems',
              type: 'array',
              admin: { description: 'Top navigation. An item with links becomes a dropdown.' },
              fields: [
                ...linkFields({ required: true }),
                {
                  name: 'style',
                  type: 'select',
                  defaultValue: 'link',
                  options: [
                    { value: 'link', label: 'Link' },
                    { value: 'button', label: 'Button' },
                  ],
                },
                { name: 'links', type: 'array', fields: linkFields({ required: true }) },
              ],
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'socialMediaItems',
              type: 'array',
              fields: [
                ...linkFields({ required: true }),
                { name: 'description', type: 'text', admin: { description: 'Read out by screen readers, e.g. "Follow us on Instagram".' } },
                { name: 'linkMedia', type: 'upload', relationTo: 'media', required: true },
              ],
            },
            {
              name: 'footerItems',
              type: 'array',
              fields: [...linkFields({ required: true }), { name: 'description', type: 'text' }],
            },
          ],
        },
        {
          label: 'Banner and popup',
          fields: [
            {
              name: 'globalBanner',
              type: 'group',
              fields: [{ name: 'enabled', type: 'checkbox', defaultValue: false }, { name: 'text', type: 'text' }, ...linkFields({ required: false })],
            },
            {
              name: 'popup',
              type: 'group',
              admin: { description: 'Shown once per visitor until they close it; change the id to show it again.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'enabled', type: 'checkbox', defaultValue: false },
                    { name: 'popupId', type: 'text', defaultValue: 'popup-1' },
                  ],
                },
                { name: 'heading', type: 'text' },
                { name: 'body', type: 'textarea' },
                { name: 'image', type: 'upload', relationTo: 'media' },
                ...linkFields({ required: false }),
              ],
            },
          ],
        },
      ],
    },
  ],
};
