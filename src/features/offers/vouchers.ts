import 'server-only';
import type { Payload } from 'payload';
import type { Offer, Voucher } from '@/payload-types';
import { ServiceError } from '@/server/errors';
import { databaseUrlOf } from '@/server/database-url';
import { ADDRESS_LIMITS } from '@/server/http/rate-limit-rules';
import { consumeRateLimit } from '@/server/http/rate-limits';
import { comparableEmail } from '@/lib/contact-fields';
import { logger } from '@/server/logger';
import { queueEmail } from '@/server/mail/queue-email';
import { offerStatus } from './domain/offer-status';
import { newVoucherCode } from './domain/voucher-code';
import { voucherEmail } from './voucher-email';

const findVoucher = async (payload: Payload, offerId: number, email: string): Promise<Voucher | null> =>
  (await payload.find({ collection: 'vouchers', where: { offer: { equals: offerId }, email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true }))
    .docs[0] ?? null;

type Claim = { code: string; created: boolean };

/**
 * The diner's code for an offer: made, stored and emailed the first time, the same code (emailed again) every time
 * after. Only the email carries the code (the caller tells the visitor it was sent), so a code reaches only the inbox
 * it was claimed for; how often one inbox is sent codes is limited (ADDRESS_LIMITS.voucherEmails), and past that the
 * code is kept but not sent. The unique offer + email index settles two claims at the same moment: the loser reads
 * the winner's code. A clash of random codes (vanishingly rare) is retried with a new one.
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
      const voucher = await payload.create({
        collection: 'vouchers',
        data: { offer: offer.id, email, code: newVoucherCode(offer.code), source },
        overrideAccess: true,
      });
      claim = { code: voucher.code, created: true };
    } catch (error) {
      // Either another request claimed this offer for this address first (the next pass reads its code), or the code
      // clashed (the next pass makes another). Anything else is thrown after the last pass.
      if (attempt === 2) throw error;
    }
  }
  if (!claim) throw new Error('A voucher could not be stored');
  if ((await consumeRateLimit(ADDRESS_LIMITS.voucherEmails, comparableEmail(email), databaseUrlOf(payload))).allowed) {
    await queueEmail(payload, { to: email, ...voucherEmail(offer, claim.code) });
  } else {
    logger.info({ source }, 'Voucher email held back: too many for one address this hour');
  }
  return claim;
}
