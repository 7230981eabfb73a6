import { postBooking } from '@/features/front-of-house/api/staff-routes';

/** POST /api/staff/restaurants/{storeId}/bookings: a phone booking or a walk-in (docs/api.md). */
export const POST = postBooking;
