import { getDay } from '@/features/front-of-house/api/staff-routes';

/** GET /api/staff/restaurants/{storeId}/day?date=YYYY-MM-DD: the day sheet (docs/api.md). */
export const GET = getDay;
