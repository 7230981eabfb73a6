import { apiHandler, jsonResponse, serviceResultResponse } from '@/features/api/handler';
import { LOCATION_SEARCH_CACHE_SECONDS, MAX_QUERY_LENGTH, searchByQuery } from '@/features/restaurants/location-search';

/** GET /api/geo/search/{query}: restaurants nearest a postcode, town or restaurant name, with distances in miles. */
export const GET = apiHandler<{ query: string }>(async (_request, { params }) => {
  const { query } = await params;
  if (query.length > MAX_QUERY_LENGTH) return serviceResultResponse('validationFailed', `Please search with at most ${MAX_QUERY_LENGTH} characters.`);
  return jsonResponse(await searchByQuery(query), { maxAge: LOCATION_SEARCH_CACHE_SECONDS });
});
