import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { menusFor } from '@/features/booking/booking-queries';
import { bookingMenuQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/bookingmenu/{storeId}?occasionId&children&adults&dates&time: the menus the occasion offers. */
export const GET = storeHandler(async (request, storeId, now) =>
  jsonResponse(await menusFor(storeId, parseQuery(request, bookingMenuQuerySchema, ['dates']), now)),
);
