import type { Access, Where } from 'payload';
import { hasRole, managedRestaurantIds, type StaffRole } from './roles';

/**
 * Records that belong to a restaurant (bookings, booking settings, enquiries, the Outbox): the roles in `seeEvery`
 * (administrators, unless told otherwise) see every restaurant's; a restaurant manager only those of the restaurants
 * on their staff record, through a query filter on `field`, so lists, counts, single reads and file downloads agree;
 * anyone else none.
 */
export const ownRestaurantsOnly =
  ({ field = 'restaurant', seeEvery = ['admin'] }: { field?: string; seeEvery?: StaffRole[] } = {}): Access =>
  ({ req }) => {
    if (hasRole(req, ...seeEvery)) return true;
    if (hasRole(req, 'restaurant-manager')) return { [field]: { in: managedRestaurantIds(req) } } satisfies Where;
    return false;
  };

/** A restaurant's own record: marketing and administrators update every one, a restaurant manager those they look after. */
export const canUpdateRestaurant: Access = ({ req, id }) =>
  hasRole(req, 'admin', 'marketing') || (id !== undefined && managedRestaurantIds(req).map(String).includes(String(id)));
