import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { requirementsFor } from '@/features/booking/booking-queries';
import { requirementsQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/requirements/{storeId}?occasionId&children&adults&bookingDate&menuId&time[&areaId]: enquiry allowed, card needed. */
export const GET = storeHandler(async (request, storeId, now) =>
  jsonResponse(await requirementsFor(storeId, parseQuery(request, requirementsQuerySchema), now)),
);
