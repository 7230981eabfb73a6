import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { upsellsFor } from '@/features/booking/booking-queries';
import { upsellsQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/upsells/{storeId}?occasionId&children&adults&bookingDate&time&includeUnavailable: extras for the booking. */
export const GET = storeHandler(async (request, storeId, now) => jsonResponse(await upsellsFor(storeId, parseQuery(request, upsellsQuerySchema), now)));
