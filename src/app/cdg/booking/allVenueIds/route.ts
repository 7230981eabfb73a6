import { apiHandler, jsonResponse } from '@/features/api/handler';
import { bookableVenueIds } from '@/features/booking/online-booking-by-store';
import { env } from '@/server/env';
import { NotFoundError, ValidationError } from '@/server/errors';

/** GET /cdg/booking/allVenueIds?brand={brand}: the older API's list of bookable restaurants, as `{venueIds}`. */
export const GET = apiHandler(async (request) => {
  const brand = new URL(request.url).searchParams.get('brand');
  if (!brand) throw new ValidationError({ brand: 'Say which brand, e.g. ?brand=marigold-web.' });
  // One brand per deployment: its key is the brand id the older API was called with.
  if (brand !== env().BRAND_KEY) throw new NotFoundError();
  return jsonResponse({ venueIds: await bookableVenueIds() });
});
