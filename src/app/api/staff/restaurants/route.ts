import { listRestaurants } from '@/features/front-of-house/api/staff-routes';

/** GET /api/staff/restaurants: the restaurants the signed-in member of staff runs (docs/api.md). */
export const GET = listRestaurants;
