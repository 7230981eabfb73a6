import 'server-only';
import type { Payload } from 'payload';
import type { Offer, Referral } from '@/payload-types';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { newSecretKey } from '@/features/marketing/subscriber-keys';
import { claimVoucher } from '@/features/offers/vouchers';
import { requestClientAddress } from '@/server/http/client-address';
import { ADDRESS_LIMITS } from '@/server/http/rate-limit-rules';
import { consumeRateLimit } from '@/server/http/rate-limits';
import { comparableEmail } from '@/lib/contact-fields';
import { databaseUrlOf } from '@/server/database-url';
import { logger } from '@/server/logger';
import { queueEmail } from '@/server/mail/queue-email';
import { claimInvitation } from './claim-invitation';
import { invitationEmail, notNewEmail } from './referral-emails';
import type { Invitation, ReferralClaim } from './schema';

const count = async (payload: Payload, collection: 'subscribers' | 'referrals' | 'vouchers', where: Record<string, unknown>) =>
  (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs;

/** Whether an address is already known to us: on the list (in any state) or already rewarded once. */
async function isKnownAddress(payload: Payload, email: string): Promise<boolean> {
  const [subscribers, rewards] = await Promise.all([
    count(payload, 'subscribers', { email: { equals: email } }),
    count(payload, 'vouchers', { email: { equals: email }, source: { equals: 'referral' } }),
  ]);
  return subscribers + rewards > 0;
}

/**
 * An invitation from /refer-a-friend. The answer never changes, so nobody learns whether the friend is on the list:
 * a friend already known to us, or already invited, is simply not emailed. Each friend gets one invitation, ever.
 */
export async function sendInvitation(payload: Payload, invitation: Invitation, headers: Headers): Promise<void> {
  // How often one visitor may ask is limited where the request arrives (rate-limit-rules.ts); here, per referrer.
  await requireBotCheck(invitation.botCheck, { action: 'referral', remoteIp: requestClientAddress(headers) });
  if (!(await consumeRateLimit(ADDRESS_LIMITS.invitationsByReferrer, comparableEmail(invitation.referrerEmail), databaseUrlOf(payload))).allowed) return;
  if ((await count(payload, 'referrals', { friendEmail: { equals: invitation.friendEmail } })) > 0) return;
  if (await isKnownAddress(payload, invitation.friendEmail)) return;
  const code = newSecretKey();
  try {
    await payload.create({
      collection: 'referrals',
      data: { code, referrerName: invitation.referrerName, referrerEmail: invitation.referrerEmail, friendEmail: invitation.friendEmail },
      overrideAccess: true,
    });
  } catch (error) {
    // Invited at the same moment by someone else: the unique friend address let one through.
    logger.info({ err: error }, 'A referral was not stored');
    return;
  }
  await queueEmail(payload, { to: invitation.friendEmail, ...invitationEmail(invitation.referrerName, code) });
}

/** The running referral reward (the newest ticked offer), or null. */
async function referralReward(payload: Payload, now = new Date()): Promise<Offer | null> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { referralReward: { equals: true }, validFrom: { less_than_equal: now.toISOString() }, validUntil: { greater_than_equal: now.toISOString() } },
    sort: '-validFrom',
    limit: 1,
    depth: 1,
    overrideAccess: true,
  });
  return docs[0] ?? null;
}

/** The invitation a /referral link names, if it has not been used; with the reward on offer. */
export async function openInvitation(payload: Payload, code: string): Promise<{ referral: Referral; reward: Offer } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return null;
  const { docs } = await payload.find({
    collection: 'referrals',
    where: { code: { equals: code }, claimedAt: { exists: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const reward = docs[0] ? await referralReward(payload) : null;
  return docs[0] && reward ? { referral: docs[0], reward } : null;
}

/**
 * The friend claims the welcome from their invitation. A new address gets a code by email and the invitation is
 * used up; an address already known to us gets an email saying there is no second reward. The page says the same
 * either way ("check your inbox"), so it reveals nothing about the address.
 */
export async function claimReferral(payload: Payload, claim: ReferralClaim, headers: Headers): Promise<boolean> {
  await requireBotCheck(claim.botCheck, { action: 'referral', remoteIp: requestClientAddress(headers) });
  const invitation = await openInvitation(payload, claim.code);
  if (!invitation) return false;
  if (await isKnownAddress(payload, claim.email)) {
    await queueEmail(payload, { to: claim.email, ...notNewEmail() });
    return true;
  }
  if (!(await claimInvitation(payload, invitation.referral.id))) return false;
  const voucher = await claimVoucher(payload, invitation.reward, claim.email, 'referral');
  const { docs: vouchers } = await payload.find({
    collection: 'vouchers',
    where: { code: { equals: voucher.code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  if (vouchers[0]) await payload.update({ collection: 'referrals', id: invitation.referral.id, data: { voucher: vouchers[0].id }, overrideAccess: true });
  return true;
}
