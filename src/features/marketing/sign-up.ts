import 'server-only';
import type { Payload } from 'payload';
import type { Subscriber } from '@/payload-types';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { queueEmail } from '@/server/mail/queue-email';
import { ADDRESS_LIMITS } from '@/server/http/rate-limit-rules';
import { consumeRateLimit } from '@/server/http/rate-limits';
import { comparableEmail } from '@/lib/contact-fields';
import { databaseUrlOf } from '@/server/database-url';
import { logger } from '@/server/logger';
import { DEFAULT_BIRTH_YEAR } from './domain/birthday';
import { CONSENT_SOURCES, consentRecord, type ConsentRecord } from './domain/consent';
import { queueCrmEvent } from './crm/forward-to-crm-task';
import { alreadySubscribedEmail, confirmationEmail, welcomeEmail } from './marketing-emails';
import type { SignUpRequest } from './schema';
import { newCrmId, newSecretKey } from './subscriber-keys';

const findByEmail = async (payload: Payload, email: string): Promise<Subscriber | null> =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true }))
    .docs[0] ?? null;

/** The details a sign-up form gives, as the subscriber record stores them. */
async function detailsOf(request: SignUpRequest) {
  if (request.variant === 'strip') return {};
  const restaurant = await findRestaurant({ storeId: request.favouriteRestaurant });
  return {
    firstName: request.firstName,
    phoneNumber: request.phoneNumber ?? null,
    favouriteRestaurant: restaurant?.id ?? null,
    birthDay: request.birthday.day,
    birthMonth: request.birthday.month,
    birthYear: request.birthday.year ?? DEFAULT_BIRTH_YEAR,
  };
}

/**
 * A sign-up from either form. The answer is the same whatever the address's state, so the form cannot be used to
 * learn who is on the list; what differs is the email its owner gets:
 * - new: stored as pending with its consent records, and a confirmation link is emailed. Nothing else is sent until
 *   the link is followed (double opt-in).
 * - pending: the details are replaced and a fresh link is sent (the old one stops working).
 * - active: nothing changes (a stranger cannot rewrite someone's details); the owner is sent their preferences link.
 * - unsubscribed: the record of the opt-out stays exactly as it is (status, date, consent records, details), so
 *   anyone who types the address cannot undo it, and the clean-up of unconfirmed sign-ups never deletes it. Only a
 *   confirmation link is sent; following it re-joins the list (confirmSubscription).
 */
export async function signUp(payload: Payload, request: SignUpRequest, now = new Date()): Promise<void> {
  const email = request.emailAddress;
  const source = request.variant === 'strip' ? CONSENT_SOURCES.signUpStrip : CONSENT_SOURCES.signUpPage;
  const existing = await findByEmail(payload, email);
  const mayEmail = (await consumeRateLimit(ADDRESS_LIMITS.signUpEmails, comparableEmail(email), databaseUrlOf(payload))).allowed;
  if (!mayEmail) logger.info({ source }, 'Sign-up email held back: too many for one address this hour');

  if (existing?.status === 'active' && existing.guid) {
    if (mayEmail) await queueEmail(payload, { to: email, ...alreadySubscribedEmail(existing.guid, existing.firstName) });
    return;
  }

  const firstName = request.variant === 'full' ? request.firstName : null;
  if (existing?.status === 'unsubscribed') {
    const confirmToken = newSecretKey();
    await payload.update({ collection: 'subscribers', id: existing.id, data: { confirmToken }, overrideAccess: true });
    if (mayEmail) await queueEmail(payload, { to: email, ...confirmationEmail(confirmToken, firstName) });
    return;
  }

  const consents: ConsentRecord[] = [consentRecord('email', true, source, now)];
  const smsOptIn = request.variant === 'full' && request.acceptSMSTerms;
  if (smsOptIn) consents.push(consentRecord('sms', true, source, now));
  const confirmToken = newSecretKey();
  const data = {
    ...(await detailsOf(request)),
    status: 'pending' as const,
    emailOptIn: true,
    smsOptIn,
    source,
    confirmToken,
    unsubscribedAt: null,
  };
  if (existing) {
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { ...data, consents: [...(existing.consents ?? []), ...consents] },
      overrideAccess: true,
    });
  } else {
    await payload.create({ collection: 'subscribers', data: { ...data, email, consents, crmId: newCrmId() }, overrideAccess: true });
  }
  if (mayEmail) await queueEmail(payload, { to: email, ...confirmationEmail(confirmToken, firstName) });
}

type ConfirmOutcome = { confirmed: true; guid: string } | { confirmed: false };

/**
 * Follows a confirmation link: the pending subscriber becomes active, gets the key of their preferences link, and
 * is sent the welcome email (the first marketing email, with one-click unsubscribe). The token works once: a replayed
 * or unknown link changes nothing and says so.
 */
export async function confirmSubscription(payload: Payload, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { confirmToken: { equals: token }, status: { in: ['pending', 'unsubscribed'] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  const pending = docs[0];
  if (!pending?.email) return { confirmed: false };
  const guid = pending.guid ?? newSecretKey();
  const confirmation: ConsentRecord = {
    ...consentRecord('email', true, CONSENT_SOURCES.confirmation, now),
    wording: 'Confirmed the address by following the link emailed to it.',
  };
  // Someone who had unsubscribed re-joins here, not at the sign-up (which anyone could have made): their emails
  // start again, and only now is their opt-out superseded. Texts stay off until they tick them on the preferences page.
  const rejoined: ConsentRecord[] = pending.status === 'unsubscribed' ? [consentRecord('email', true, CONSENT_SOURCES.confirmation, now)] : [];
  // Only a row still carrying this token is changed, so two clicks at once confirm (and welcome) once.
  const { docs: changed } = await payload.update({
    collection: 'subscribers',
    where: { id: { equals: pending.id }, confirmToken: { equals: token } },
    data: {
      status: 'active',
      confirmToken: null,
      guid,
      confirmedAt: now.toISOString(),
      ...(rejoined.length ? { emailOptIn: true, unsubscribedAt: null } : {}),
      consents: [...(pending.consents ?? []), ...rejoined, confirmation],
    },
    overrideAccess: true,
  });
  if (changed.length !== 1) return { confirmed: false };
  await queueEmail(payload, { to: pending.email, ...welcomeEmail(guid, pending.firstName) });
  await queueCrmEvent(payload, { type: 'subscriber.updated', crmId: String(pending.crmId) });
  return { confirmed: true, guid };
}
