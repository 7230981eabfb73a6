/**
 * The service-result codes of spec section 8, and the few platform answers the spec leaves to the server
 * (codes from 100 up, which the browser shows with the generic message, as it does any unknown code).
 * Every endpoint answers failures as `{ code, title, message }` taken from this one table.
 */
export const GENERIC_FAILURE_MESSAGE = "Sorry, something's not working, please contact the restaurant directly.";

const bookingUnavailable = 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';

export const serviceResults = {
  ok: { code: 0, title: 'OK', message: '', status: 200 },
  bookingNotSupported: {
    code: 1,
    title: 'Booking not supported',
    message: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
    status: 422,
  },
  invalidConfig: { code: 2, title: 'Invalid config', message: bookingUnavailable, status: 503 },
  restaurantNotFound: { code: 3, title: 'Restaurant not found', message: GENERIC_FAILURE_MESSAGE, status: 404 },
  noFreeSlot: {
    code: 4,
    title: 'No free slot',
    message: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    status: 409,
  },
  needCreditCard: {
    code: 5,
    title: 'Need credit card',
    message: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
    status: 422,
  },
  bookingRejected: { code: 6, title: 'Booking rejected', message: '', status: 422 },
  offerNotFound: { code: 7, title: 'Offer not found', message: GENERIC_FAILURE_MESSAGE, status: 404 },
  partnerMenuNotFound: { code: 8, title: 'Partner menu not found', message: 'This menu is not available.', status: 404 },
  bookingWentWrong: { code: 9, title: 'Booking went wrong', message: bookingUnavailable, status: 500 },
  bookingDisabled: { code: 10, title: 'Booking disabled', message: 'Unfortunately we are currently unable to accept bookings at this time', status: 503 },
  restaurantDisabled: { code: 11, title: 'Restaurant disabled', message: 'This restaurant cannot be booked online.', status: 422 },
  jobsDataFailed: { code: 12, title: 'Jobs data failed', message: 'Something went wrong retrieving the jobs data. Please try again.', status: 502 },
  submitApplicationError: {
    code: 13,
    title: 'Submit application error',
    message: 'Something went wrong submitting the job application. Please try again.',
    status: 500,
  },
  duplicatedRequest: { code: 14, title: 'Duplicated request', message: 'You have already submitted an application for this job.', status: 409 },
  applicationValidationError: {
    code: 15,
    title: 'Application validation error',
    message: 'Something went wrong validation the application, please try again.',
    status: 400,
  },
  contentServiceError: {
    code: 16,
    title: 'Content service error',
    message: 'Something went wrong connecting to the content service, please try again.',
    status: 502,
  },
  noRestrictions: { code: 17, title: 'No restrictions', message: 'This occasion cannot be booked for this date, please try again.', status: 404 },
  noAvailableOccasion: {
    code: 18,
    title: 'No available occasion',
    message: 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
    status: 404,
  },
  bookingDisabledCustomMessage: { code: 19, title: 'Booking disabled', message: '', status: 503 },
  centerParcsBooking: {
    code: 20,
    title: 'Center Parcs booking',
    message: 'This restaurant can only be booked through the Center Parcs online booking system.',
    status: 422,
  },
  // Platform answers beyond the spec's table.
  unauthorized: { code: 100, title: 'Unauthorized', message: 'Your session has expired. Please refresh the page and try again.', status: 401 },
  notFound: { code: 101, title: 'Not found', message: 'There is nothing at this address.', status: 404 },
  validationFailed: {
    code: 102,
    title: 'Validation failed',
    message: 'Some of the details sent were not valid. Please check them and try again.',
    status: 400,
  },
  payloadTooLarge: { code: 103, title: 'Request too large', message: 'The request was too large. Please send less data.', status: 413 },
  methodNotAllowed: { code: 104, title: 'Method not allowed', message: 'This address does not accept that kind of request.', status: 405 },
  internalError: { code: 105, title: 'Internal error', message: GENERIC_FAILURE_MESSAGE, status: 500 },
  // The bot check's two answers, worded as the spec's recaptcha call gives them (section 7).
  botCheckFailed: { code: 106, title: 'Invalid token', message: 'Invalid token', status: 403 },
  botCheckUnavailable: { code: 107, title: 'Internal error', message: 'Internal error', status: 503 },
  // Request hygiene in front of every endpoint (server.ts).
  foreignOrigin: { code: 108, title: 'Forbidden', message: 'This request did not come from this site. Please reload the page and try again.', status: 403 },
  tooManyRequests: {
    code: 109,
    title: 'Too many requests',
    message: 'Too many attempts from your connection. Please wait a little and try again.',
    status: 429,
  },
  offerEnded: { code: 110, title: 'Offer ended', message: 'Sorry, this offer has ended.', status: 410 },
  // While the database cannot be reached (server.ts): nothing was saved, and trying again shortly will work.
  temporarilyUnavailable: {
    code: 111,
    title: 'Temporarily unavailable',
    message: 'We cannot reach our systems just now. Nothing was saved: please try again in a minute.',
    status: 503,
  },
  // The staff API (docs/api.md): signed in, but not allowed this (another restaurant's, or a role without bookings).
  staffForbidden: { code: 112, title: 'Forbidden', message: 'Your account cannot see or change this restaurant’s bookings.', status: 403 },
  staffSignInNeeded: { code: 113, title: 'Unauthorized', message: 'Sign in to the back-office, or send your API key.', status: 401 },
} as const;

export type ServiceResultName = keyof typeof serviceResults;
type ServiceResult = { code: number; title: string; message: string };

/** The JSON body for a named result; `message` replaces the table's text where the spec says the service supplies it (codes 6 and 19). */
export function serviceResultBody(name: ServiceResultName, message?: string): ServiceResult {
  const { code, title, message: standard } = serviceResults[name];
  return { code, title, message: message ?? standard };
}

/** Codes 0–20 are the spec's, with its messages; from 100 up they are ours, shown with the generic message. */
export const isSpecCode = (code: number) => code >= 0 && code <= 20;

/** The message a browser shows for a result it received (spec section 8: unknown codes get the generic message). */
export function messageForCode(code: number | undefined, title?: string, message?: string): string {
  if (code === 0) return title?.toLowerCase().includes('socket timeout') ? 'Sorry, something went wrong. Please try again.' : '';
  if (code === 6 || code === 19) return message || GENERIC_FAILURE_MESSAGE;
  const known = Object.values(serviceResults).find((entry) => entry.code === code && isSpecCode(entry.code));
  return known?.message || GENERIC_FAILURE_MESSAGE;
}
