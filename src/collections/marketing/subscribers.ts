import type { CollectionConfig } from 'payload';
import { canEditContent, isAdmin } from '@/access/roles';
import { UNCONFIRMED_SIGN_UP_DAYS } from '@/features/marketing/domain/unconfirmed-sign-ups';

const readOnly = { readOnly: true } as const;

/**
 * People on the mailing list ("Hear It First"). Rows are written only by the site: sign-up, the confirmation link,
 * the preferences page, unsubscribe and erasure (src/features/marketing). Every consent given or withdrawn is kept
 * in `consents` with its time, the exact wording the diner saw and where, which is our proof of consent. An erased
 * subscriber keeps only status "erased" and dates: an anonymised count.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    group: 'Marketing',
    defaultColumns: ['email', 'firstName', 'status', 'emailOptIn', 'smsOptIn', 'createdAt'],
    listSearchableFields: ['email', 'firstName'],
    description: `The mailing list. Pending: signed up, not yet confirmed from the email (nothing is sent to them; deleted ${UNCONFIRMED_SIGN_UP_DAYS} days after signing up if still pending). Active: confirmed. Each row keeps its consent records. Download active subscribers as CSV from /staff-exports/subscribers.csv.`,
  },
  defaultSort: '-createdAt',
  access: { read: canEditContent, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'text', unique: true, index: true, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { value: 'pending', label: 'Pending confirmation' },
            { value: 'active', label: 'Active' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
            { value: 'erased', label: 'Erased' },
          ],
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'emailOptIn', label: 'Email consent', type: 'checkbox', defaultValue: false, admin: readOnly },
        { name: 'smsOptIn', label: 'SMS consent', type: 'checkbox', defaultValue: false, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', admin: readOnly },
        { name: 'phoneNumber', type: 'text', admin: readOnly },
        { name: 'favouriteRestaurant', type: 'relationship', relationTo: 'restaurants', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'birthDay', type: 'number', admin: readOnly },
        { name: 'birthMonth', type: 'number', admin: readOnly },
        { name: 'birthYear', type: 'number', admin: { ...readOnly, description: '1904 when the diner gave no year.' } },
      ],
    },
    { name: 'gender', type: 'text', admin: readOnly },
    { name: 'interests', type: 'text', hasMany: true, admin: readOnly },
    { name: 'source', type: 'text', admin: { ...readOnly, description: 'Where they signed up.' } },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'unsubscribedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'erasedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'crmId',
      label: 'CRM id',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'How an outside CRM knows this subscriber (not personal data; kept after erasure).' },
    },
    // The preferences link's key and the confirmation link's key: secrets, never shown or sent over the CMS API.
    { name: 'guid', type: 'text', unique: true, index: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'confirmToken', type: 'text', unique: true, index: true, access: { read: () => false }, admin: { hidden: true } },
    {
      name: 'consents',
      label: 'Consent records',
      type: 'array',
      admin: { readOnly: true, description: 'Every consent given or withdrawn: channel, when, the words shown and where.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'channel',
              type: 'select',
              required: true,
              options: [
                { value: 'email', label: 'Email' },
                { value: 'sms', label: 'SMS' },
              ],
            },
            { name: 'granted', type: 'checkbox', defaultValue: false },
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'source', type: 'text', required: true },
          ],
        },
        { name: 'wording', type: 'textarea', required: true },
      ],
    },
  ],
};
