import { groupBookingRoute } from '@/features/enquiries/api/enquiry-routes';

/** POST /api/contact/group-booking: a group enquiry request; answers {statusCode: 200} once it is stored. */
export const POST = groupBookingRoute;
