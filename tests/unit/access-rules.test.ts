import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { hiddenFromAllButCareersStaff } from '@/access/careers';
import { canUpdateRestaurant, ownRestaurantsOnly } from '@/access/restaurants';
import { canEditContent, chainBookingContent, hiddenExceptFor, hiddenFromAllButAdmins, isAdmin, userHasRole, type StaffRole } from '@/access/roles';

/** A request by a staff member with these roles (and restaurants, for a manager), or by a visitor. */
const by = (roles: StaffRole[] | null, restaurants: (number | { id: number })[] = []) =>
  ({ req: { user: roles === null ? null : { id: 1, roles, restaurants } } as unknown as PayloadRequest }) as Parameters<typeof canEditContent>[0];
const userOf = (roles: StaffRole[]) => by(roles).req.user;

describe('the roles a user holds', () => {
  it('answers whether the user holds any of the roles, and no for a visitor or a user without roles', () => {
    expect(userHasRole({ roles: ['hr'] }, 'admin', 'hr')).toBe(true);
    expect(userHasRole({ roles: ['marketing'] }, 'admin', 'hr')).toBe(false);
    expect(userHasRole({ roles: null }, 'admin')).toBe(false);
    expect(userHasRole(null, 'admin')).toBe(false);
    expect(userHasRole(undefined, 'admin')).toBe(false);
  });

  it('hides a collection from the back-office of everyone but the roles named', () => {
    expect(hiddenExceptFor('admin', 'marketing')({ user: userOf(['marketing']) })).toBe(false);
    expect(hiddenExceptFor('admin', 'marketing')({ user: userOf(['hr']) })).toBe(true);
    expect(hiddenFromAllButAdmins({ user: userOf(['admin']) })).toBe(false);
    expect(hiddenFromAllButAdmins({ user: userOf(['restaurant-manager', 'marketing', 'hr']) })).toBe(true);
    expect(hiddenFromAllButCareersStaff({ user: userOf(['hr']) })).toBe(false);
    expect(hiddenFromAllButCareersStaff({ user: userOf(['admin']) })).toBe(false);
    expect(hiddenFromAllButCareersStaff({ user: userOf(['marketing']) })).toBe(true);
    expect(hiddenFromAllButCareersStaff({ user: null })).toBe(true);
  });
});

describe('marketing’s side of the site', () => {
  it('is edited by marketing and administrators alone', () => {
    expect(canEditContent(by(['marketing']))).toBe(true);
    expect(canEditContent(by(['admin']))).toBe(true);
    expect(canEditContent(by(['restaurant-manager']))).toBe(false);
    expect(canEditContent(by(['hr']))).toBe(false);
    expect(canEditContent(by(null))).toBe(false);
  });

  it('includes chain-wide booking content, which every member of staff reads', () => {
    expect(chainBookingContent.read(by(['hr']))).toBe(true);
    expect(chainBookingContent.read(by(null))).toBe(false);
    expect(chainBookingContent.update(by(['marketing']))).toBe(true);
    expect(chainBookingContent.delete(by(['restaurant-manager']))).toBe(false);
  });

  it('leaves administration to administrators', () => {
    expect(isAdmin(by(['admin']))).toBe(true);
    expect(isAdmin(by(['marketing', 'hr', 'restaurant-manager']))).toBe(false);
    expect(isAdmin(by(null))).toBe(false);
  });
});

describe('a restaurant’s own records', () => {
  it('are all seen by administrators, by a manager as a filter on their restaurants, by nobody else', () => {
    const rule = ownRestaurantsOnly();
    expect(rule(by(['admin']))).toBe(true);
    expect(rule(by(['restaurant-manager'], [4, { id: 9 }]))).toEqual({ restaurant: { in: [4, 9] } });
    expect(rule(by(['restaurant-manager']))).toEqual({ restaurant: { in: [] } });
    expect(rule(by(['marketing']))).toBe(false);
    expect(rule(by(['hr']))).toBe(false);
    expect(rule(by(null))).toBe(false);
  });

  it('filter on the field named, and may be seen whole by more roles (enquiries: marketing too)', () => {
    expect(ownRestaurantsOnly({ field: 'venue' })(by(['restaurant-manager'], [2]))).toEqual({ venue: { in: [2] } });
    const enquiries = ownRestaurantsOnly({ seeEvery: ['admin', 'marketing'] });
    expect(enquiries(by(['marketing']))).toBe(true);
    expect(enquiries(by(['admin']))).toBe(true);
    expect(enquiries(by(['restaurant-manager'], [3]))).toEqual({ restaurant: { in: [3] } });
    expect(enquiries(by(['hr']))).toBe(false);
  });

  it('include the restaurant itself, which a manager updates only when it is theirs', () => {
    const update = (roles: StaffRole[] | null, id: number | undefined, restaurants: number[] = []) => canUpdateRestaurant({ ...by(roles, restaurants), id });
    expect(update(['marketing'], 5)).toBe(true);
    expect(update(['admin'], undefined)).toBe(true);
    expect(update(['restaurant-manager'], 5, [5, 6])).toBe(true);
    expect(update(['restaurant-manager'], 7, [5, 6])).toBe(false);
    expect(update(['restaurant-manager'], undefined, [5])).toBe(false);
    expect(update(['hr'], 5)).toBe(false);
    expect(update(null, 5)).toBe(false);
  });
});
