import type { CollectionConfig, Field } from 'payload';
import { chainBookingContent } from '@/access/roles';
import { bookingContentChanged } from './booking-content-changed';

/** What every chain-wide booking list shares: who edits it, listed by sort order, and the engine's cache and the pages expiring on a save. */
export const chainBookingCollection = {
  access: chainBookingContent,
  hooks: { afterChange: [bookingContentChanged], afterDelete: [bookingContentChanged] },
  defaultSort: 'sortOrder',
} satisfies Partial<CollectionConfig>;

/** Limits chain-wide booking content to some restaurants. */
export const someRestaurantsField: Field = {
  name: 'restaurants',
  type: 'relationship',
  relationTo: 'restaurants',
  hasMany: true,
  admin: { description: 'Leave empty to offer it at every restaurant.' },
};
