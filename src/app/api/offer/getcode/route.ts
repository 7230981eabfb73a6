import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { claimOfferVoucher } from '@/features/offers/claim-offer';
import { voucherRequestSchema } from '@/features/offers/schema';
import { payloadClient } from '@/server/payload';

/**
 * POST /api/offer/getcode (also /cdg/offers/getcode) with {offerId, email, acceptTerms, botCheck}: the diner's
 * voucher code is stored and emailed (the same code every time one address asks for one offer). The answer, 202
 * {offerSlug, generated: true}, never holds the code and is the same for a new address and a known one: only the
 * inbox sees it. 404 "could not find offer", 410 when it has ended, 429 when a visitor asks too often.
 */
export const POST = apiHandler(async (request) => {
  const body = await parseJsonBody(request, voucherRequestSchema);
  const claim = await claimOfferVoucher(await payloadClient(), body, request.headers);
  return jsonResponse({ offerSlug: claim.offerSlug, generated: true }, { status: 202 });
});
