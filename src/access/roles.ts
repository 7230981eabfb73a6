import type { Access, FieldAccess, PayloadRequest } from 'payload';

export const staffRoles = ['admin', 'marketing', 'restaurant-manager', 'hr'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  marketing: 'Marketing',
  'restaurant-manager': 'Restaurant manager',
  hr: 'HR',
};

type StaffUser = { roles?: StaffRole[] | null; restaurants?: (number | string | { id: number | string })[] | null };

const userOf = (req: PayloadRequest) => req.user as (StaffUser & { collection?: string }) | null | undefined;

/** Whether a signed-in user (as Payload hands it to access and admin functions) holds one of `roles`. */
export const userHasRole = (user: unknown, ...roles: StaffRole[]) =>
  Boolean((user as StaffUser | null | undefined)?.roles?.some((role) => roles.includes(role)));

export const hasRole = (req: PayloadRequest, ...roles: StaffRole[]) => userHasRole(userOf(req), ...roles);

/** For a collection's `admin.hidden`: the back-office lists it only to users with one of `roles`. */
export const hiddenExceptFor =
  (...roles: StaffRole[]) =>
  ({ user }: { user: unknown }) =>
    !userHasRole(user, ...roles);

/** Ids of the restaurants on a user's staff record (a restaurant manager's). */
export const restaurantIdsOf = (user: unknown): (number | string)[] =>
  ((user as StaffUser | null | undefined)?.restaurants ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry));

/** Ids of the restaurants a restaurant manager looks after. */
export const managedRestaurantIds = (req: PayloadRequest): (number | string)[] => restaurantIdsOf(userOf(req));

/** Administrators only. Typed by its argument, not as `Access`, so collections, fields and the jobs queue all take it. */
export const isAdmin = ({ req }: { req: PayloadRequest }) => hasRole(req, 'admin');
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin');
/** The back-office lists the collection to administrators alone. */
export const hiddenFromAllButAdmins = hiddenExceptFor('admin');
export const isStaff: Access = ({ req }) => Boolean(req.user);
/** A field only staff read: an internal inbox in a global that visitors' forms also read. */
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user);

/**
 * Marketing's side of the site, for marketing staff and administrators: the content they edit (pages, menus, media,
 * settings, chain-wide booking content) and marketing's own records (offers, vouchers, subscribers, referrals, posts).
 */
export const canEditContent: Access = ({ req }) => hasRole(req, 'admin', 'marketing');

/** Chain-wide booking content (occasions, booking menus, upsells, areas): every member of staff reads, marketing and administrators edit. */
export const chainBookingContent = {
  read: isStaff,
  create: canEditContent,
  update: canEditContent,
  delete: canEditContent,
} satisfies Record<'read' | 'create' | 'update' | 'delete', Access>;

/**
 * Visitors read only what is published; signed-in staff also read drafts.
 * Used by every collection with drafts enabled.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true;
  return { _status: { equals: 'published' } };
};
