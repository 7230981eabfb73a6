import { confirmBookingForm } from '@/features/booking/journey/confirm-form';

/**
 * POST /book-now/confirm: step three of the booking journey when the browser runs no script. It answers with a
 * redirect: to the booking's own page when it is placed, else back to the step, with the diner's details kept.
 */
export const POST = (request: Request) => confirmBookingForm(request, new Date());
