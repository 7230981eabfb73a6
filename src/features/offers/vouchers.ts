import 'server-only';
import type { Payload } from 'payload';
import type { Offer, Voucher } from '@/payload-types';
import { ServiceError } from '@/server/errors';
import { queueEmail } from '@/server/mail/queue-email';
import { offerStatus } from './domain/offer-status';
import { newVoucherCode } from './domain/voucher-code';
import { voucherEmail } from './voucher-email';

const findVoucher = async (payload: Payload, offerId: number, email: string): Promise<Voucher | null> =>
  (await payload.find({ collection: 'vouchers', where: { offer: { equals: offerId }, email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] ?? null;

export type Claim = { code: string; created: boolean };

/**
 * The diner's code for an offer: made, stored and emailed the first time, the same code (emailed again) every time
 * after. The unique offer + email index settles two claims at the same moment: the loser reads the winner's code. A
 * clash of random codes (vanishingly rare) is retried with a new one.
 */
export async function claimVoucher(payload: Payload, offer: Offer, email: string, source: Voucher['source'] = 'offer', now = new Date()): Promise<Claim> {
  if (offerStatus(offer, now) === 'ended') throw new ServiceError('offerEnded');
  let claim: Claim | null = null;
  for (let attempt = 0; attempt < 3 && !claim; attempt++) {
    const existing = await findVoucher(payload, offer.id, email);
    if (existing) {
      claim = { code: existing.code, created: false };
      break;
    }
    try {
      const voucher = await payload.create({ collection: 'vouchers', data: { offer: offer.id, email, code: newVoucherCode(offer.code), source }, overrideAccess: true });
      claim = { code: voucher.code, created: true };
    } catch (error) {
      // Either another request claimed this offer for this address first (the next pass reads its code), or the code
      // clashed (the next pass makes another). Anything else is thrown after the last pass.
      if (attempt === 2) throw error;
    }
  }
  if (!claim) throw new Error('A voucher could not be stored');
  await queueEmail(payload, { to: email, ...voucherEmail(offer, claim.code) });
  return claim;
}
