import 'server-only';
import type { Payload } from 'payload';
import type { Referral } from '@/payload-types';
import { docsHoldingAddress } from '@/server/personal-data/holding-address';

/**
 * The address leaves the referral invitations: as the diner who invited (with the name they gave) and as the friend
 * invited. The invitation, its claim and its voucher stay, so the counts stay right; a friend whose address is gone
 * can be invited again, as anyone unknown to us can. Returns the keys of the invitations the diner sent: the emails
 * carrying them name the diner, so they go too. Safe to run twice.
 */
export async function forgetAddressInReferrals(payload: Payload, address: string): Promise<string[]> {
  const sent = (await docsHoldingAddress(payload, 'referrals', 'referrerEmail', address)) as unknown as Referral[];
  const received = await docsHoldingAddress(payload, 'referrals', 'friendEmail', address);
  if (sent.length) {
    await payload.update({
      collection: 'referrals',
      where: { id: { in: sent.map((doc) => doc.id) } },
      data: { referrerName: null, referrerEmail: null },
      depth: 0,
      overrideAccess: true,
    });
  }
  if (received.length) {
    await payload.update({
      collection: 'referrals',
      where: { id: { in: received.map((doc) => doc.id) } },
      data: { friendEmail: null },
      depth: 0,
      overrideAccess: true,
    });
  }
  return sent.map((doc) => doc.code);
}
