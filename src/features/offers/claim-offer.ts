import 'server-only';
import type { Payload } from 'payload';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { clientAddress, requireRateLimit } from '@/server/http/rate-limit';
import { requireOffer } from './offers';
import type { VoucherRequest } from './schema';
import { claimVoucher, type Claim } from './vouchers';

/** Claims per visitor: generous for a family at one phone, a brake on anyone harvesting codes. */
export const CLAIMS_PER_ADDRESS = { name: 'offer-claim', points: 20, windowSeconds: 600 };

/**
 * A voucher request from the offer page or POST /api/offer/getcode: the bot check, the visitor's rate limit, then the
 * offer (404 "could not find offer", or 410 when it has ended) and the diner's code.
 */
export async function claimOfferVoucher(payload: Payload, request: VoucherRequest, headers: Headers): Promise<Claim & { offerSlug: string }> {
  const remoteIp = clientAddress(headers);
  await requireBotCheck(request.botCheck, { action: 'offer', remoteIp });
  await requireRateLimit(payload, CLAIMS_PER_ADDRESS, remoteIp);
  const offer = await requireOffer(payload, request.offerId);
  return { ...(await claimVoucher(payload, offer, request.email)), offerSlug: offer.slug };
}
