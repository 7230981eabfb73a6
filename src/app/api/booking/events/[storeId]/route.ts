import { bookingCreateHandler } from '@/features/booking/api/booking-create-route';

/** POST /api/booking/events/{storeId}: books an event occasion. */
export const POST = bookingCreateHandler('events');
