import { bookingCreateHandler } from '@/features/booking/api/booking-create-route';

/** POST /api/booking/create/{storeId}: books a table (or an event occasion). */
export const POST = bookingCreateHandler('create');
