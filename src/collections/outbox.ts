import type { CollectionConfig } from 'payload';
import { isAdmin } from '@/access/roles';
import { ownRestaurantsOnly } from '@/access/restaurants';
import { OUTBOX_KEPT_DAYS } from '@/server/mail/forget-old-outbox-task';

/**
 * Emails the site sent while no SMTP server is configured: kept here instead of being lost, for staff to read
 * (and forward) in the back-office. With SMTP_URL set, mail goes out and nothing is written here.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox email', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: 'Emails',
    description: `Emails (and texts) the site sent while no mail server (SMTP_URL) or text provider is configured, kept here for you to read and forward for ${OUTBOX_KEPT_DAYS} days, then deleted.`,
  },
  defaultSort: '-createdAt',
  access: { read: ownRestaurantsOnly(), create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'from', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      index: true,
      admin: { readOnly: true, description: 'The restaurant the email is about, so its managers can read it.' },
    },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    // Plain fields: Payload's code and JSON editors load from a CDN, which a back-office may not reach.
    { name: 'html', label: 'HTML', type: 'textarea', admin: { readOnly: true } },
    { name: 'attachments', type: 'json', admin: { hidden: true } },
    { name: 'headers', type: 'json', admin: { hidden: true } },
    {
      name: 'headerLines',
      label: 'Extra headers',
      type: 'textarea',
      virtual: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.headers) },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.headers && typeof siblingData.headers === 'object'
              ? Object.entries(siblingData.headers as Record<string, string>)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join('\n')
              : '',
        ],
      },
    },
    {
      name: 'attachmentNames',
      label: 'Attachments',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            Array.isArray(siblingData?.attachments) ? (siblingData.attachments as { filename?: string }[]).map((file) => file.filename).join(', ') : '',
        ],
      },
    },
  ],
};
