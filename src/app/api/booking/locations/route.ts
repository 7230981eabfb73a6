import { apiHandler, jsonResponse } from '@/features/api/handler';
import { bookingLocations } from '@/features/booking/online-booking-by-store';

/** GET /api/booking/locations: the booking modal's list, every listed restaurant with whether it takes online bookings. */
export const GET = apiHandler(async () => jsonResponse({ locations: await bookingLocations() }, { maxAge: 60 }));
