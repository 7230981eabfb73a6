import { apiHandler, jsonResponse, serviceResultResponse } from '@/features/api/handler';
import { findMenu } from '@/features/menus/menus';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';

/** GET /api/v1/content/menu/{id}: a published menu with every dish's tags, allergens and calories; code 8 when there is none. */
export const GET = apiHandler<{ id: string }>(async (_request, { params }) => {
  const menu = await findMenu((await params).id.toLowerCase());
  return menu ? jsonResponse(menu, { maxAge: CONTENT_CACHE_SECONDS }) : serviceResultResponse('partnerMenuNotFound');
});
