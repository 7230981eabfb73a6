import { apiHandler, jsonResponse } from '@/features/api/handler';
import { getSiteSettings } from '@/features/content/site-settings';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';

/** GET /api/v1/content/brand-settings: the site settings, cached for an hour and expired when staff edit them. */
export const GET = apiHandler(async () => jsonResponse(await getSiteSettings(), { maxAge: CONTENT_CACHE_SECONDS }));
