import { apiHandler, jsonResponse } from '@/features/api/handler';
import { listPublishedRestaurants } from '@/features/restaurants/published-restaurants';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';

/** GET /api/v1/content/search-restaurants: every published restaurant, cached for an hour and expired on edit. */
export const GET = apiHandler(async () => jsonResponse(await listPublishedRestaurants(), { maxAge: CONTENT_CACHE_SECONDS }));
