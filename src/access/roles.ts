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

export const hasRole = (req: PayloadRequest, ...roles: StaffRole[]) =>
  Boolean(userOf(req)?.roles?.some((role) => roles.includes(role)));

/** Ids of the restaurants a restaurant manager looks after. */
export const managedRestaurantIds = (req: PayloadRequest): (number | string)[] =>
  (userOf(req)?.restaurants ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry));

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin');
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin');
export const isStaff: Access = ({ req }) => Boolean(req.user);
/** A field only staff read: an internal inbox in a global that visitors' forms also read. */
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user);

/** Content that marketing edits: pages, site settings, media. */
export const canEditContent: Access = ({ req }) => hasRole(req, 'admin', 'marketing');

/**
 * Visitors read only what is published; signed-in staff also read drafts.
 * Used by every collection with drafts enabled.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true;
  return { _status: { equals: 'published' } };
};
