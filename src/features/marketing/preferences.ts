import 'server-only';
import type { Payload } from 'payload';
import type { Restaurant, Subscriber } from '@/payload-types';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { DEFAULT_BIRTH_YEAR, birthdayToUnixSeconds } from './domain/birthday';
import { CONSENT_SOURCES, consentChanges, type ConsentSource } from './domain/consent';
import { queueCrmEvent } from './crm/forward-to-crm-task';
import { guidSchema, type Preferences } from './schema';

/** Spec section 9: the preferences page does not ask for gender while this is on. */
const HIDE_GENDER_PREFERENCE = true;

/** Whose preferences a link opens: confirmed subscribers, on the list or unsubscribed. Pending and erased ones have none. */
const VISIBLE_STATUSES = ['active', 'unsubscribed'];

/**
 * The subscriber a preferences link names, or null. Unknown, malformed, pending and erased keys all give null, which
 * every caller answers the same way, so a key reveals nothing about whether it ever existed.
 */
export async function subscriberByGuid(payload: Payload, guid: string): Promise<Subscriber | null> {
  if (!guidSchema.safeParse(guid).success) return null;
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { guid: { equals: guid } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    showHiddenFields: true,
  });
  const subscriber = docs[0];
  return subscriber && VISIBLE_STATUSES.includes(subscriber.status) ? subscriber : null;
}

export type CustomerPreferences = {
  guid: string;
  firstName: string;
  favRestaurantCode: number | null;
  birthDate: number | null;
  gender?: string;
  phoneNumber: string;
  emailOptIn: boolean;
  websiteSmsOptIn: boolean;
  interests: { name: string; checked: boolean }[];
};

/** What POST /api/exponea/getcustomerpreferences answers (spec section 3): every interest on offer, ticked or not. */
export function customerPreferencesOf(subscriber: Subscriber, interestNames: string[]): CustomerPreferences {
  const chosen = new Set(subscriber.interests ?? []);
  const restaurant = subscriber.favouriteRestaurant as Restaurant | number | null | undefined;
  return {
    guid: String(subscriber.guid),
    firstName: subscriber.firstName ?? '',
    favRestaurantCode: restaurant && typeof restaurant === 'object' ? restaurant.storeId : null,
    birthDate:
      subscriber.birthDay && subscriber.birthMonth
        ? birthdayToUnixSeconds({ day: subscriber.birthDay, month: subscriber.birthMonth, year: subscriber.birthYear })
        : null,
    ...(HIDE_GENDER_PREFERENCE ? {} : { gender: subscriber.gender ?? '' }),
    phoneNumber: subscriber.phoneNumber ?? '',
    emailOptIn: Boolean(subscriber.emailOptIn),
    websiteSmsOptIn: Boolean(subscriber.smsOptIn),
    interests: [...new Set([...interestNames, ...chosen])].map((name) => ({ name, checked: chosen.has(name) })),
  };
}

const statusFor = (emailOptIn: boolean, smsOptIn: boolean) => (emailOptIn || smsOptIn ? 'active' : 'unsubscribed');

/** Saves the preferences page; false when the key names no one. A change of consent adds its record. */
export async function updatePreferences(payload: Payload, preferences: Preferences, now = new Date()): Promise<boolean> {
  const subscriber = await subscriberByGuid(payload, preferences.guid);
  if (!subscriber) return false;
  const restaurant = await findRestaurant({ storeId: preferences.favRestaurantCode });
  const before = { email: Boolean(subscriber.emailOptIn), sms: Boolean(subscriber.smsOptIn) };
  const after = { email: preferences.emailOptIn, sms: preferences.websiteSmsOptIn };
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      firstName: preferences.firstName,
      favouriteRestaurant: restaurant?.id ?? null,
      birthDay: preferences.birthday.day,
      birthMonth: preferences.birthday.month,
      birthYear: preferences.birthday.year ?? DEFAULT_BIRTH_YEAR,
      ...(HIDE_GENDER_PREFERENCE ? {} : { gender: preferences.gender ?? null }),
      phoneNumber: preferences.phoneNumber ?? null,
      interests: preferences.interests,
      emailOptIn: after.email,
      smsOptIn: after.sms,
      status: statusFor(after.email, after.sms),
      unsubscribedAt: after.email || after.sms ? null : (subscriber.unsubscribedAt ?? now.toISOString()),
      consents: [...(subscriber.consents ?? []), ...consentChanges(before, after, CONSENT_SOURCES.preferences, now)],
    },
    overrideAccess: true,
  });
  await queueCrmEvent(payload, { type: 'subscriber.updated', crmId: String(subscriber.crmId) });
  return true;
}

/** Stops every email and text; false when the key names no one. Unsubscribing twice changes nothing the second time. */
export async function unsubscribe(payload: Payload, guid: string, source: ConsentSource, now = new Date()): Promise<boolean> {
  const subscriber = await subscriberByGuid(payload, guid);
  if (!subscriber) return false;
  if (subscriber.status === 'unsubscribed') return true;
  const before = { email: Boolean(subscriber.emailOptIn), sms: Boolean(subscriber.smsOptIn) };
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'unsubscribed',
      emailOptIn: false,
      smsOptIn: false,
      unsubscribedAt: now.toISOString(),
      consents: [...(subscriber.consents ?? []), ...consentChanges(before, { email: false, sms: false }, source, now)],
    },
    overrideAccess: true,
  });
  await queueCrmEvent(payload, { type: 'subscriber.updated', crmId: String(subscriber.crmId) });
  return true;
}
