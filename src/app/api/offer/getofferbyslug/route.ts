import { z } from 'zod';
import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { offerView, requireOffer } from '@/features/offers/offers';
import { oneLineText } from '@/lib/schema-values';
import { payloadClient } from '@/server/payload';

const querySchema = z.object({ offerSlug: oneLineText().min(1, 'Say which offer, e.g. ?offerSlug=summer-burger.').max(120) });

/** GET /api/offer/getofferbyslug?offerSlug= (also /cdg/offers/…): one offer; 404 "could not find offer" when there is none. */
export const GET = apiHandler(async (request) => {
  const { offerSlug } = parseQuery(request, querySchema);
  return jsonResponse(offerView(await requireOffer(await payloadClient(), offerSlug)));
});
