import type { Access, CollectionConfig, Field, Where } from 'payload';
import { hasRole, managedRestaurantIds } from '@/access/roles';
import { bookingContentChanged } from './booking-content-changed';

/**
 * Who sees and edits booking records and settings. Administrators see every restaurant; a restaurant manager sees only
 * the restaurants on their staff record, through a query filter, so lists, counts and single reads all agree.
 */
export const ownRestaurantsOnly =
  (field = 'restaurant'): Access =>
  ({ req }) => {
    if (hasRole(req, 'admin')) return true;
    if (hasRole(req, 'restaurant-manager')) return { [field]: { in: managedRestaurantIds(req) } } satisfies Where;
    return false;
  };

/** Chain-wide booking content (occasions, booking menus, upsells, areas): marketing and administrators edit, every member of staff reads. */
export const chainBookingContent = {
  read: ({ req }: Parameters<Access>[0]) => Boolean(req.user),
  create: ({ req }: Parameters<Access>[0]) => hasRole(req, 'admin', 'marketing'),
  update: ({ req }: Parameters<Access>[0]) => hasRole(req, 'admin', 'marketing'),
  delete: ({ req }: Parameters<Access>[0]) => hasRole(req, 'admin', 'marketing'),
} satisfies Record<'read' | 'create' | 'update' | 'delete', Access>;

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
