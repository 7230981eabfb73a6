import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { areasFor } from '@/features/booking/booking-queries';
import { areasQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/areas/{storeId}?occasionId&children&adults&dates: where the party can sit. */
export const GET = storeHandler(async (request, storeId, now) => jsonResponse(await areasFor(storeId, parseQuery(request, areasQuerySchema, ['dates']), now)));
