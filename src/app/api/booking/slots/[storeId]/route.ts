import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { slotsFor } from '@/features/booking/booking-queries';
import { slotsQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/slots/{storeId}?occasionId&children&adults&dates&menuIds&areaId: free arrival times (code 4 when none). Never cached. */
export const GET = storeHandler(async (request, storeId, now) =>
  jsonResponse(await slotsFor(storeId, parseQuery(request, slotsQuerySchema, ['dates', 'menuIds']), now)),
);
