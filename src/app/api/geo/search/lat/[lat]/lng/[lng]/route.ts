import { apiHandler, jsonResponse, serviceResultResponse } from '@/features/api/handler';
import { LOCATION_SEARCH_CACHE_SECONDS, searchByPosition } from '@/features/restaurants/location-search';
import { isValidPosition } from '@/lib/geo';

const decimal = /^-?\d{1,3}(\.\d{1,12})?$/;

/** GET /api/geo/search/lat/{lat}/lng/{lng}: restaurants nearest a position, with distances in miles. */
export const GET = apiHandler<{ lat: string; lng: string }>(async (_request, { params }) => {
  const { lat, lng } = await params;
  if (!decimal.test(lat) || !decimal.test(lng) || !isValidPosition(Number(lat), Number(lng))) {
    return serviceResultResponse('validationFailed', 'Latitude must be a number from -90 to 90 and longitude from -180 to 180, in decimal degrees.');
  }
  return jsonResponse(await searchByPosition(Number(lat), Number(lng)), { maxAge: LOCATION_SEARCH_CACHE_SECONDS });
});
