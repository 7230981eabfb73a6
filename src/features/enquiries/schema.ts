import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { customerSchema } from '@/features/booking/schema';
import { phoneNumber } from '@/lib/contact-fields';
import { addDays, londonToday } from '@/lib/london-time';
import { multiLineText, oneLineText, toNumberOrAsIs } from '@/lib/schema-values';
import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';

/*
 * The two enquiry forms (spec sections 3 and 5), one schema each, shared by the browser form (react-hook-form's zod
 * resolver) and the endpoints. Names, email and phone follow the booking form's rules, so a diner meets one set of
 * rules across the site. Lists staff edit (booking types, contact reasons, enquiry types) are checked for membership
 * by the endpoint, which knows the current lists; here they only have to be chosen.
 */

/** Parties from this size send a group enquiry instead of booking online (the journey sends parties above 20 here). */
export const GROUP_MIN_COVERS = 8;
/** Anything above this is a private hire of the whole restaurant, still an enquiry, but a typo more often than not. */
export const GROUP_MAX_COVERS = 300;
/** How far ahead a group enquiry may be for: festive parties are planned a year out. */
export const GROUP_MAX_DAYS_AHEAD = 548;
export const SPECIAL_REQUEST_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const CONTACT_MAX_GUESTS = 300;

const { firstName, lastName, email } = customerSchema.shape;

const choose = (what: string) =>
  oneLineText({ error: `Please choose ${what}.` })
    .min(1, `Please choose ${what}.`)
    .max(100, `Please choose ${what}.`);

const PHONE_INVALID = 'Please enter a valid phone number.';

/** Free text staff read in the back-office and in an email, over several lines: no markup. */
const plainText = (max: number, tooLong: string) =>
  multiLineText()
    .max(max, tooLong)
    .refine((value) => !/[<>]/.test(value), 'Please leave out < and > in your message.');

/** A whole number from a form field ("12") or JSON (12); blank is "not given". */
const wholeNumber = (missing: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? toNumberOrAsIs(value) : value),
    z.number({ error: missing }).int(missing),
  );

/** A checkbox: true from JSON, "on"/"true" from a posted form; unticked boxes are not sent at all. */
const optIn = z
  .preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
  .optional()
  .default(false);

const storeId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? toNumberOrAsIs(value) : value),
  z.number({ error: 'Please choose a restaurant.' }).int('Please choose a restaurant.').positive('Please choose a restaurant.'),
);

/** Why a group's date cannot be taken, or null: in the past, or further ahead than bookings are planned. */
export function groupDateProblem(date: string, today: string): string | null {
  if (date < today) return 'Please choose today or a later date.';
  if (date > addDays(today, GROUP_MAX_DAYS_AHEAD)) return 'Please choose a date within the next 18 months.';
  return null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether "until" ends after "from". A party may run past midnight: an end at or before 04:00 is read as the next
 * morning (00:00 is midnight), so 19:00 until 01:00 is fine and 19:00 until 18:00 is not.
 */
export function untilIsAfter(from: string, until: string): boolean {
  const end = minutesOf(until) <= 4 * 60 ? minutesOf(until) + 24 * 60 : minutesOf(until);
  return end > minutesOf(from);
}

/** POST /api/contact/group-booking: the group enquiry request of spec section 3. */
export const groupBookingSchema = z
  .object({
    storeId,
    /** The restaurant's name as the diner saw it; the server writes the real one from storeId. */
    venue: oneLineText().max(200).optional().default(''),
    bookingType: choose('the kind of booking'),
    covers: wholeNumber('Please enter how many guests, as a number.').pipe(
      z
        .number()
        .min(GROUP_MIN_COVERS, `Group bookings are for ${GROUP_MIN_COVERS} guests or more; smaller parties can book online.`)
        .max(GROUP_MAX_COVERS, `For more than ${GROUP_MAX_COVERS} guests, please call us.`),
    ),
    date: z.string({ error: 'Please choose a date.' }).regex(isoDatePattern, 'Please choose a date.'),
    time: z.string({ error: 'Please choose a start time.' }).regex(clockTimePattern, 'Please choose a start time.'),
    until: z.string({ error: 'Please choose an end time.' }).regex(clockTimePattern, 'Please choose an end time.'),
    firstName,
    lastName,
    email,
    telephoneNumber: phoneNumber({ required: 'Please enter your phone number.', invalid: PHONE_INVALID }),
    specialRequest: plainText(SPECIAL_REQUEST_MAX, `Special requests can be up to ${SPECIAL_REQUEST_MAX} characters.`).optional().default(''),
    shouldReceivePromotions: optIn,
    shouldReceiveSms: optIn,
    botCheck: botCheckField,
  })
  .superRefine((value, context) => {
    const problem = groupDateProblem(value.date, londonToday(new Date()));
    if (problem) context.addIssue({ code: 'custom', path: ['date'], message: problem });
    if (!untilIsAfter(value.time, value.until))
      context.addIssue({ code: 'custom', path: ['until'], message: 'Please choose an end time after the start time.' });
  });

export type GroupBookingInput = z.input<typeof groupBookingSchema>;
export type GroupBookingRequest = z.output<typeof groupBookingSchema>;

/** The contact form's "not about one restaurant" choice: its email goes to the enquiries team. */
export const NO_RESTAURANT = 'none';

/** POST /api/contact/sendemail, without its files (those are checked by bytes on the server, see uploads). */
export const contactSchema = z.object({
  firstName,
  lastName,
  email,
  phone: phoneNumber({ invalid: PHONE_INVALID }).optional().default(''),
  message: plainText(MESSAGE_MAX, `Your message can be up to ${MESSAGE_MAX} characters.`).pipe(z.string().min(1, 'Please write your message.')),
  enquiryType: choose('what your enquiry is about'),
  enquiryRestaurant: z.union([z.literal(NO_RESTAURANT), storeId], { error: 'Please choose a restaurant.' }),
  guests: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? toNumberOrAsIs(value) : value),
    z
      .number({ error: 'Please enter the number of guests as a number.' })
      .int('Please enter the number of guests as a number.')
      .min(1, 'Please enter at least 1 guest.')
      .max(CONTACT_MAX_GUESTS, `Please enter at most ${CONTACT_MAX_GUESTS} guests.`)
      .optional(),
  ),
  reason: choose('a reason'),
  subReason: oneLineText().max(100).optional().default(''),
  botCheck: botCheckField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;

/** A reason and its sub-reasons, as staff set them in the back-office (GET /api/contact/content's contactReasons). */
export type ContactReason = { value: string; label: string; subReasons: { value: string; label: string }[] };

/** The reason and sub-reason checked against the current lists: the sub-reason is required when the reason has any. */
export function reasonProblems(reasons: ContactReason[], reason: string, subReason: string): Record<string, string> {
  const chosen = reasons.find((candidate) => candidate.value === reason);
  if (!chosen) return { reason: 'Please choose a reason.' };
  if (chosen.subReasons.length === 0) return subReason ? { subReason: 'Please choose a reason from the list.' } : {};
  return chosen.subReasons.some((sub) => sub.value === subReason) ? {} : { subReason: 'Please choose what it is about.' };
}
