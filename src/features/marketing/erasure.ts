import 'server-only';
import type { Payload } from 'payload';
import { eraseDinerFromBookings } from '@/features/booking/erase-diner-details';
import { forgetAddressOnVouchers } from '@/features/offers/erase-voucher-addresses';
import { forgetAddressInReferrals } from '@/features/referrals/erase-referral-addresses';
import { forgetRateLimitCountsOf } from '@/server/http/rate-limits';
import { databaseUrlOf } from '@/server/database-url';
import { deleteMailMentioning } from '@/server/mail/delete-mail-mentioning';
import { deleteDocsHoldingAddress } from '@/server/personal-data/holding-address';
import { queueCrmEvent } from './crm/forward-to-crm-task';
import { subscriberByGuid } from './preferences';

/**
 * Every record outside the mailing list that holds the address loses it, with the name, phone number and words that
 * came with it (docs/decisions/0026). Staff accounts are not the diner's records and are left alone.
 */
async function eraseAddressEverywhere(payload: Payload, email: string, now: Date): Promise<void> {
  await forgetAddressOnVouchers(payload, email);
  const invitationKeys = await forgetAddressInReferrals(payload, email);
  await eraseDinerFromBookings(payload, email, now);
  // Messages and applications are nothing without their sender: they go whole, their files with them.
  await deleteDocsHoldingAddress(payload, 'enquiries', 'email', email);
  await deleteDocsHoldingAddress(payload, 'job-applications', 'email', email);
  // A place on a waitlist is nothing without the diner; a table held for them lapses on its own.
  await deleteDocsHoldingAddress(payload, 'waitlist-entries', 'customer.email', email);
  // Last, as the steps above may have queued work: emails to or about them, and invitations naming them.
  for (const needle of [email, ...invitationKeys]) await deleteMailMentioning(payload, needle);
  await forgetRateLimitCountsOf(email, databaseUrlOf(payload));
}

/**
 * "Delete my data": everything we hold about the diner goes. Their subscriber record keeps only status "erased" and
 * its dates (an anonymised count); vouchers, referrals and bookings stay without them, so counts and tables stay
 * right; enquiries, job applications and emails to them are deleted; an outside CRM is told to erase them too.
 * Each step can run twice and the key dies last, so an erasure that fails part-way is finished by asking again.
 * False when the key names no one.
 */
export async function eraseSubscriber(payload: Payload, guid: string, now = new Date()): Promise<boolean> {
  const subscriber = await subscriberByGuid(payload, guid);
  if (!subscriber?.email) return false;
  await eraseAddressEverywhere(payload, subscriber.email, now);
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'erased',
      erasedAt: now.toISOString(),
      email: null,
      guid: null,
      confirmToken: null,
      firstName: null,
      phoneNumber: null,
      favouriteRestaurant: null,
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      gender: null,
      interests: [],
      emailOptIn: false,
      smsOptIn: false,
      source: null,
      consents: [],
    },
    overrideAccess: true,
  });
  await queueCrmEvent(payload, { type: 'subscriber.erased', crmId: String(subscriber.crmId) });
  return true;
}
