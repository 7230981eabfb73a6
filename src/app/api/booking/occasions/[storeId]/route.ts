import { jsonResponse } from '@/features/api/handler';
import { parseQuery } from '@/features/api/parse-request';
import { storeHandler } from '@/features/booking/api/booking-route';
import { occasionsForDate } from '@/features/booking/booking-queries';
import { occasionsQuerySchema } from '@/features/booking/schema';

/** GET /api/booking/occasions/{storeId}?date: what can be booked that day, and the party sizes (codes 17 and 18 when nothing). */
export const GET = storeHandler(async (request, storeId, now) => {
  const { date } = parseQuery(request, occasionsQuerySchema);
  return jsonResponse(await occasionsForDate(storeId, date, now));
});
