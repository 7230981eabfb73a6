import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { availabilityAcross } from '@/features/booking/booking-queries';
import { availabilityRequestSchema } from '@/features/booking/schema';
import { ValidationError } from '@/server/errors';
import { logger } from '@/server/logger';

const FAILURE = { success: false, message: 'Error checking availability' };

/**
 * POST /api/booking/availability {stores, date, adultCovers, childrenCovers}: free times at each restaurant.
 * The spec's answer shape is kept for failures too: `{success: false, message: 'Error checking availability'}`.
 */
export const POST = apiHandler(async (request) => {
  try {
    const { stores, date, adultCovers, childrenCovers } = await parseJsonBody(request, availabilityRequestSchema);
    const data = await availabilityAcross(stores, date, { adults: adultCovers, children: childrenCovers }, new Date());
    return jsonResponse({ success: true, data });
  } catch (error) {
    if (error instanceof ValidationError) return jsonResponse({ ...FAILURE, code: 102, errors: error.fieldErrors }, { status: 400 });
    logger.error({ err: error }, 'Availability check failed');
    return jsonResponse(FAILURE, { status: 500 });
  }
});
