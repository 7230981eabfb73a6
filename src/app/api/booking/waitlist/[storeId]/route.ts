import { waitlistJoinHandler } from '@/features/waitlist/api/waitlist-join-route';

/** POST /api/booking/waitlist/{storeId}: "tell me if a table frees up" for a date, an arrival window and a party. */
export const POST = waitlistJoinHandler;
