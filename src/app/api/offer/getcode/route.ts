import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { claimOfferVoucher } from '@/features/offers/claim-offer';
import { voucherRequestSchema } from '@/features/offers/schema';
import { payloadClient } from '@/server/payload';

/**
 * POST /api/offer/getcode (also /cdg/offers/getcode) with {offerId, email, acceptTerms, botCheck}: the diner's
 * voucher code, stored and emailed; the same code every time one address asks for one offer (201 the first time,
 * 200 after). 404 "could not find offer", 410 when it has ended, 429 when a visitor asks too often.
 */
export const POST = apiHandler(async (request) => {
  const body = await parseJsonBody(request, voucherRequestSchema);
  const claim = await claimOfferVoucher(await payloadClient(), body, request.headers);
  return jsonResponse({ code: claim.code, offerSlug: claim.offerSlug, generated: true }, { status: claim.created ? 201 : 200 });
});
