import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload';
import { canEditContent, isAdmin } from '@/access/roles';

/** What the site wrote when the code was claimed: no one rewrites it over REST (the admin form's readOnly is only the form's). */
const writtenBySiteOnly = { update: () => false };

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

/**
 * Redeeming is one way: ticking "redeemed" stamps when and by whom, and a redeemed code can be neither redeemed
 * again nor un-redeemed. The check reads the stored row inside the save's transaction.
 */
const redeemOnce: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data;
  const wasRedeemed = Boolean(originalDoc?.redeemed);
  if (wasRedeemed && data.redeemed !== undefined) {
    const when = originalDoc?.redeemedAt ? londonTime.format(new Date(originalDoc.redeemedAt as string)) : 'earlier';
    if (data.redeemed === false) throw new APIError(`This code was redeemed on ${when} and cannot be un-redeemed.`, 400, null, true);
    if (data.redeemedAt && data.redeemedAt !== originalDoc?.redeemedAt) throw new APIError(`This code was already redeemed on ${when}.`, 409, null, true);
    return { ...data, redeemedAt: originalDoc?.redeemedAt, redeemedBy: originalDoc?.redeemedBy };
  }
  if (!wasRedeemed && data.redeemed) return { ...data, redeemedAt: new Date().toISOString(), redeemedBy: req.user?.id ?? null };
  return data;
};

/**
 * One voucher code per diner and offer (the unique offer + email index makes that hold under concurrent claims).
 * Codes are made only by the site (POST /api/offer/getcode); staff read them and mark them redeemed.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  admin: {
    useAsTitle: 'code',
    group: 'Marketing',
    defaultColumns: ['code', 'offer', 'email', 'createdAt', 'redeemed', 'redeemedAt'],
    listSearchableFields: ['code', 'email'],
    description: 'Voucher codes diners claimed. To redeem one, search for its code, tick "Redeemed" and save: a code redeems once.',
  },
  defaultSort: '-createdAt',
  // Holders' addresses and codes are marketing's (and administrators'): not every restaurant manager's in the chain.
  // The fields' readOnly is the admin form's only, so access is what stops a REST write.
  access: { read: canEditContent, create: () => false, update: canEditContent, delete: isAdmin },
  indexes: [{ fields: ['offer', 'email'], unique: true }],
  hooks: { beforeChange: [redeemOnce] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, access: writtenBySiteOnly, admin: { readOnly: true } },
    { name: 'offer', type: 'relationship', relationTo: 'offers', required: true, index: true, access: writtenBySiteOnly, admin: { readOnly: true } },
    {
      name: 'email',
      type: 'text',
      index: true,
      access: writtenBySiteOnly,
      admin: { readOnly: true, description: 'Emptied when the diner asks us to delete their data; the code still counts as claimed.' },
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'offer',
      access: writtenBySiteOnly,
      options: [
        { value: 'offer', label: 'Offer page' },
        { value: 'referral', label: 'Referral' },
      ],
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'redeemed', type: 'checkbox', defaultValue: false, index: true },
        { name: 'redeemedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'redeemedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
  ],
};
