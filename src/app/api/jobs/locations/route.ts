import { apiHandler, jsonResponse, serviceResultResponse } from '@/features/api/handler';
import { locate } from '@/features/careers/job-search-service';
import { MAX_QUERY_LENGTH } from '@/features/restaurants/geo/resolve-origin';

/**
 * GET /api/jobs/locations?query={postcode or town}&sessionKey=…: where a place is, from our own offline geo data, in
 * the shape the spec reads (`results[0].geometry.location`). Nothing found is an empty list, not an error.
 */
export const GET = apiHandler(async (request) => {
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? '';
  if (!query || query.length > MAX_QUERY_LENGTH)
    return serviceResultResponse('validationFailed', `Enter a postcode or town of at most ${MAX_QUERY_LENGTH} characters.`);
  const place = await locate(query);
  return jsonResponse(
    { results: place ? [{ formatted_address: place.label, geometry: { location: { lat: place.lat, lng: place.lng } } }] : [] },
    { maxAge: 300 },
  );
});
