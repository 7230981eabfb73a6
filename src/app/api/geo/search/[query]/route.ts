import { apiHandler, jsonResponse, serviceResultResponse } from '@/features/api/handler';
import { LOCATION_SEARCH_CACHE_SECONDS, searchByQuery } from '@/features/restaurants/location-search';
import { MAX_QUERY_LENGTH } from '@/features/restaurants/geo/resolve-origin';

/** GET /api/geo/search/{query}: restaurants nearest a postcode, town or restaurant name, with distances in miles. */
export const GET = apiHandler<{ query: string }>(async (_request, { params }) => {
  const { query } = await params;
  if (query.length > MAX_QUERY_LENGTH) return serviceResultResponse('validationFailed', `Please search with at most ${MAX_QUERY_LENGTH} characters.`);
  return jsonResponse(await searchByQuery(query), { maxAge: LOCATION_SEARCH_CACHE_SECONDS });
});
