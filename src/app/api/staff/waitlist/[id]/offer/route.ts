import { postWaitlistOffer } from '@/features/waitlist/api/staff-waitlist-route';

/** POST /api/staff/waitlist/{id}/offer: hold a table for a diner on the waitlist and email them (docs/api.md). */
export const POST = postWaitlistOffer;
