import { postStatus } from '@/features/front-of-house/api/staff-routes';

/** POST /api/staff/bookings/{reference}/status: arrived, seated, finished, no-show, cancelled (docs/api.md). */
export const POST = postStatus;
