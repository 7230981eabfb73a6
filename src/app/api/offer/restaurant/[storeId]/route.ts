import { z } from 'zod';
import { apiHandler, jsonResponse } from '@/features/api/handler';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { offerView, runningOffersAt } from '@/features/offers/offers';
import { NotFoundError, ValidationError } from '@/server/errors';
import { coercedNumber } from '@/lib/schema-values';
import { payloadClient } from '@/server/payload';

const storeIdSchema = coercedNumber(z.number().int().positive());

/** GET /api/offer/restaurant/{storeId} (also /cdg/offers/…): the offers running now at a restaurant, soonest ending first. */
export const GET = apiHandler<{ storeId: string }>(async (_request, { params }) => {
  const storeId = storeIdSchema.safeParse((await params).storeId);
  if (!storeId.success) throw new ValidationError({ storeId: 'A restaurant’s store id is a whole number.' });
  const restaurant = await findRestaurant({ storeId: storeId.data });
  if (!restaurant) throw new NotFoundError('restaurantNotFound');
  const offers = await runningOffersAt(await payloadClient(), restaurant.id);
  return jsonResponse({ storeId: storeId.data, offers: offers.map((offer) => offerView(offer)) });
});
