import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { honeypotFilled } from '@/features/bot-check/honeypot/honeypot';
import { serviceResultBody } from '@/features/api/service-results';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { isListed } from '@/features/restaurants/location-summary';
import { env } from '@/server/env';
import { ServiceError } from '@/server/errors';
import { slotsFor } from '../booking-queries';
import { manageBookingPath } from '../summarise-booking';
import { BOOKING_STATUS, SLOT_TAKEN_MESSAGE } from '../booking-status';
import { emailAfterBooking, placeBooking } from '../place-booking';
import { noShowCardReasonOf } from '../payments/no-show-card-refusal';
import { findBookableRestaurant } from '../repository';
import { bookingRequestSchema } from '../schema';
import { requestSource } from '../booking-source';
import { clearedDraftCookieHeader, draftCookieHeader, type BookingDraft } from './booking-draft';
import { stepHref } from './journey-params';
import { CHECK_YOUR_EMAIL_PATH, HOME_JOURNEY_PATH, journeyPathFor } from './journey-paths';
import { endpointFor, type CustomerDraft, type JourneyStep, type Notice } from './journey-state';

const seeOther = (location: string, cookie?: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) } });

/** For the person whose browser filled in the hidden field (an over-eager autofill): the way to book anyway. */
const HONEYPOT_MESSAGE = 'Sorry, we could not take this booking. Please try again, or call the restaurant.';

const whole = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * Step three without JavaScript: the posted form is checked with the booking API's own schema (less the bot-check
 * proof, which needs a script: a honeypot field instead) and placed by the same service, then answered with a
 * redirect. Placed: the booking's page, which thanks the diner and shows the reference.
 * Not placed: back to the step that needs attention, the diner's details and the reason kept in a short-lived cookie
 * (booking-draft.ts); when the time went meanwhile (status 9), back to the times with alternatives around it.
 */
export async function confirmBookingForm(request: Request, now: Date): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof TypeError) return seeOther(`${HOME_JOURNEY_PATH}#booking`);
    throw error;
  }
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const storeId = whole(text('storeId'));
  const restaurant = storeId === null ? null : await findRestaurant({ storeId });
  if (!restaurant || !isListed(restaurant)) return seeOther(`${HOME_JOURNEY_PATH}#booking`);

  const base = journeyPathFor(restaurant);
  const choices = {
    storeId: restaurant.storeId,
    date: text('date'),
    occasionId: whole(text('occasionId')),
    adults: whole(text('adults')),
    time: text('time') || null,
    menuId: whole(text('menuId')),
    areaId: whole(text('areaId')),
  };
  const customer: CustomerDraft = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    specialRequest: text('specialRequest'),
    shouldReceivePromotions: form.has('shouldReceivePromotions'),
    shouldReceiveSms: form.has('shouldReceiveSms'),
  };
  const secure = env().SITE_URL.startsWith('https:');
  const back = (step: JourneyStep, errors: Record<string, string>, notice: Notice | null, extra: Record<string, string> = {}) => {
    const draft: BookingDraft = { attempt: randomUUID(), storeId: restaurant.storeId, customer, errors, notice };
    // Back at the times, the menu and area chosen there stay chosen.
    const stepTwoChoices =
      step === 2
        ? Object.fromEntries(
            Object.entries({ menuId: choices.menuId, areaId: choices.areaId })
              .filter(([, id]) => id !== null)
              .map(([key, id]) => [key, String(id)]),
          )
        : {};
    return seeOther(stepHref(base, choices, step, { ...stepTwoChoices, ...extra, attempt: draft.attempt }), draftCookieHeader(draft, secure));
  };
  const refused = (step: JourneyStep, error: unknown) => {
    // The no-show policy asks this diner for a card: step three shows its card step, and why (journey-loader.ts).
    const cardReason = noShowCardReasonOf(error);
    if (cardReason) return back(3, { cardCustomerId: cardReason }, null);
    if (!(error instanceof ServiceError)) throw error;
    return back(step, {}, { kind: 'error', message: serviceResultBody(error.result, error.serviceMessage).message });
  };

  // No proof of work can be made without JavaScript: a honeypot stops form-filling scripts here, and a per-visitor
  // limit stricter than the API's ('booking-no-script' in rate-limit-rules.ts) slows any that get past it.
  if (honeypotFilled(form)) return back(3, {}, { kind: 'error', message: HONEYPOT_MESSAGE });

  const parsed = bookingRequestSchema.safeParse({
    occasionId: choices.occasionId ?? '',
    adults: choices.adults ?? '',
    children: 0,
    bookingDate: choices.date,
    time: choices.time ?? '',
    menuId: choices.menuId,
    areaId: choices.areaId,
    customer,
  });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const aboutTheDiner = Object.keys(errors).every((field) => field.startsWith('customer.'));
    const count = Object.keys(errors).length;
    return aboutTheDiner
      ? back(3, errors, { kind: 'error', message: `Please check ${count === 1 ? 'the detail' : `the ${count} details`} marked below.` })
      : back(2, {}, { kind: 'error', message: Object.values(errors)[0]! });
  }
  const booking = parsed.data;

  // Table, event or enquiry: decided here from the offered slot and the occasion, never from what the form says.
  let endpoint: ReturnType<typeof endpointFor>;
  try {
    const [{ dates }, found] = await Promise.all([
      slotsFor(
        restaurant.storeId,
        { ...booking, dates: [booking.bookingDate], menuIds: booking.menuId === null ? [] : [booking.menuId], areaId: booking.areaId },
        now,
      ),
      findBookableRestaurant(restaurant.storeId),
    ]);
    const slot = dates[0]?.times.find((candidate) => candidate.time === booking.time);
    if (!slot) return back(2, {}, { kind: 'taken', message: SLOT_TAKEN_MESSAGE }, { taken: booking.time });
    endpoint = endpointFor(found?.config.occasions.find((occasion) => occasion.id === booking.occasionId) ?? null, slot);
  } catch (error) {
    return refused(2, error);
  }

  // A second press of the button (or a resent form) finds the first booking instead of making another.
  const submission = text('submission');
  const idempotencyKey = /^[\w-]{8,60}$/.test(submission)
    ? createHash('sha256')
        .update(JSON.stringify(['form', endpoint, restaurant.storeId, booking, submission]))
        .digest('hex')
    : null;
  let answer: Awaited<ReturnType<typeof placeBooking>>;
  try {
    answer = await placeBooking(restaurant.storeId, endpoint, booking, idempotencyKey, now, requestSource(request.headers));
  } catch (error) {
    return refused(3, error);
  }
  if (answer.bookingStatus === BOOKING_STATUS.slotTaken) return back(2, {}, { kind: 'taken', message: answer.message }, { taken: booking.time });
  emailAfterBooking(answer);
  // Waiting for the diner to confirm: the manage link (which confirms) is only in their email.
  if (answer.bookingStatus === BOOKING_STATUS.awaitingConfirmation) {
    return seeOther(`${CHECK_YOUR_EMAIL_PATH}?reference=${encodeURIComponent(answer.bookingReference)}`, clearedDraftCookieHeader(secure));
  }
  return seeOther(`${manageBookingPath(answer.manageToken)}?done=booked`, clearedDraftCookieHeader(secure));
}
