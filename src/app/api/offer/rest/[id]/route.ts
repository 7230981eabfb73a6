import { apiHandler, jsonResponse } from '@/features/api/handler';
import { offerView, requireOffer } from '@/features/offers/offers';
import { payloadClient } from '@/server/payload';

/** GET /api/offer/rest/{id} (also /cdg/offers/…): one offer by its number or slug; 404 "could not find offer" when there is none. */
export const GET = apiHandler<{ id: string }>(async (_request, { params }) => {
  const { id } = await params;
  return jsonResponse(offerView(await requireOffer(await payloadClient(), decodeURIComponent(id).slice(0, 120))));
});
