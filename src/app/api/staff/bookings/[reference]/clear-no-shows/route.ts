import { postClearNoShows } from '@/features/front-of-house/api/staff-routes';

/** POST /api/staff/bookings/{reference}/clear-no-shows: clears the diner's no-show count at the booking's restaurant (docs/api.md). */
export const POST = postClearNoShows;
