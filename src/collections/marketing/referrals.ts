import type { CollectionConfig } from 'payload';
import { canEditContent, isAdmin } from '@/access/roles';

/**
 * Invitations sent from /refer-a-friend, and whether the friend claimed the referral voucher from /referral. Written
 * only by the site. A friend's address gets one invitation and a new address one reward (src/features/referrals).
 */
export const Referrals: CollectionConfig = {
  slug: 'referrals',
  admin: {
    useAsTitle: 'friendEmail',
    group: 'Marketing',
    defaultColumns: ['referrerName', 'friendEmail', 'createdAt', 'claimedAt'],
    description: 'Invitations diners sent to friends from Refer a friend, and whether the friend claimed their voucher.',
  },
  defaultSort: '-createdAt',
  access: { read: canEditContent, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true, description: 'The key in the invitation link.' } },
    {
      type: 'row',
      fields: [
        { name: 'referrerName', type: 'text', admin: { readOnly: true } },
        { name: 'referrerEmail', type: 'text', index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'friendEmail', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'claimedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'voucher', type: 'relationship', relationTo: 'vouchers', admin: { readOnly: true } },
      ],
    },
  ],
};
