import 'server-only';
import type { Payload } from 'payload';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { requestClientAddress } from '@/server/http/client-address';
import { requireOffer } from './offers';
import type { VoucherRequest } from './schema';
import { claimVoucher } from './vouchers';

/**
 * A voucher request from the offer page or POST /api/offer/getcode (the visitor already counted: by server.ts for the API, by the action itself for the page): the bot check, the
 * offer (404 "could not find offer", or 410 when it has ended), and the diner's code made and emailed. The answer
 * holds no code and is the same whether the address had one already: whoever types an address learns nothing of it.
 */
export async function claimOfferVoucher(payload: Payload, request: VoucherRequest, headers: Headers): Promise<{ offerSlug: string }> {
  await requireBotCheck(request.botCheck, { action: 'offer', remoteIp: requestClientAddress(headers) });
  const offer = await requireOffer(payload, request.offerId);
  await claimVoucher(payload, offer, request.email);
  return { offerSlug: offer.slug };
}
