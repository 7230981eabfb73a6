import { bookingCreateHandler } from '@/features/booking/api/booking-create-route';

/** POST /api/booking/enquiry/{storeId}: sends an enquiry the restaurant answers. */
export const POST = bookingCreateHandler('enquiry');
