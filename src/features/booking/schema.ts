import { z } from 'zod';
import { emailAddress, personName, phoneNumber } from '@/lib/contact-fields';
import { coercedNumber, multiLineText, oneLineText } from '@/lib/schema-values';
import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';
import { botCheckField } from '@/features/bot-check/schema';
import { MAX_TABLE_BOOKING_COVERS } from './domain/refusals';

/**
 * The booking API's requests, one schema each, shared by the booking form (react-hook-form's zod resolver) and the
 * server. Messages are written for the diner: the form shows them under the field, the API returns them per field.
 */

const id = coercedNumber(z.number({ error: 'Choose one.' }).int().positive('Choose one.'));
/** yyyy-mm-dd that exists on the calendar (no 31 February). */
const isoDate = z
  .string({ error: 'Choose a date.' })
  .regex(isoDatePattern, 'Choose a date.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Choose a date.');
const clockTime = z.string({ error: 'Choose a time.' }).regex(clockTimePattern, 'Choose a time.');
const tooMany = `Online bookings are for up to ${MAX_TABLE_BOOKING_COVERS} guests.`;
const adults = coercedNumber(
  z
    .number({ error: 'Choose how many adults.' })
    .int('Choose how many adults.')
    .min(1, 'At least one adult must be in the party.')
    .max(MAX_TABLE_BOOKING_COVERS, tooMany),
);
const children = coercedNumber(
  z.number({ error: 'Choose how many children.' }).int('Choose how many children.').min(0, 'Choose how many children.').max(MAX_TABLE_BOOKING_COVERS, tooMany),
).default(0);

const name = (what: string) =>
  personName({
    required: `Please enter your ${what}.`,
    tooLong: `Your ${what} can be up to 50 characters.`,
    invalid: `Your ${what} can use letters, spaces, hyphens and apostrophes only.`,
  });

export const customerSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailAddress({ required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' }),
  /** Optional, so null or absent means none given. */
  phoneNumber: z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(phoneNumber({ invalid: 'Please enter a valid phone number.' })),
  specialRequest: multiLineText()
    .max(500, 'Special requests can be up to 500 characters.')
    .refine((value) => !/[<>]/.test(value), 'Please leave out < and > in your request.')
    .optional()
    .default(''),
  shouldReceivePromotions: z.boolean().optional().default(false),
  shouldReceiveSms: z.boolean().optional().default(false),
});

/** POST /api/booking/create|events|enquiry/{storeId}. */
export const bookingRequestSchema = z
  .object({
    occasionId: id,
    adults,
    children,
    bookingDate: isoDate,
    time: clockTime,
    menuId: id.nullable().optional().default(null),
    areaId: id.nullable().optional().default(null),
    upsells: z
      .array(z.object({ id, quantity: coercedNumber(z.number().int().min(1).max(MAX_TABLE_BOOKING_COVERS)).default(1) }))
      .max(20)
      .optional()
      .default([]),
    /** The payment provider's customer id from /api/v1/braintree/submit, when the booking needs a card guarantee. */
    cardCustomerId: oneLineText().min(1).max(200).nullable().optional().default(null),
    customer: customerSchema,
  })
  .refine((request) => request.adults + request.children <= MAX_TABLE_BOOKING_COVERS, {
    path: ['adults'],
    message: tooMany,
  });

export type BookingRequest = z.output<typeof bookingRequestSchema>;

/**
 * The API's create requests also carry the journey's bot-check proof (`botCheck`), made in the browser while the diner
 * filled in the form. The form without JavaScript (journey/confirm-form.ts) has none: a honeypot guards it instead.
 */
export const bookingApiRequestSchema = bookingRequestSchema.safeExtend({ botCheck: botCheckField });

/** `dates` arrives repeated (?dates=a&dates=b) or comma-separated; both mean the same list. */
const dateList = z
  .array(z.string())
  .transform((values) =>
    values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  )
  .pipe(z.array(isoDate).min(1, 'Choose a date.').max(14, 'Ask for up to 14 dates at a time.'));

/** An id as query text. */
const idText = z
  .string()
  .regex(/^\d{1,9}$/, 'Use a number.')
  .transform(Number)
  .pipe(z.number().int().positive());

const idList = z
  .array(z.string())
  .transform((values) =>
    values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value && value !== 'null'),
  )
  .pipe(z.array(idText).max(20));

/** The browser sends the text "null" for "no preference". */
const optionalId = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value === '' || value === 'null' ? null : value))
  .pipe(idText.nullable());

const partyQuerySchema = z.object({ occasionId: id, adults, children: children.optional().default(0) });

export const areasQuerySchema = partyQuerySchema.extend({ dates: dateList });
export const slotsQuerySchema = partyQuerySchema.extend({ dates: dateList, menuIds: idList, areaId: optionalId });
export const bookingMenuQuerySchema = partyQuerySchema.extend({ dates: dateList, time: clockTime.optional() });
export const requirementsQuerySchema = partyQuerySchema.extend({
  bookingDate: isoDate,
  time: clockTime.optional(),
  menuId: optionalId,
  areaId: optionalId,
});
export const upsellsQuerySchema = partyQuerySchema.extend({
  bookingDate: isoDate,
  time: clockTime.optional(),
  includeUnavailable: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const occasionsQuerySchema = z.object({ date: isoDate });

export const availabilityRequestSchema = z.object({
  stores: z
    .array(z.object({ storeId: id, miles: coercedNumber(z.number().min(0)).optional() }))
    .min(1)
    .max(10),
  date: isoDate,
  adultCovers: adults,
  childrenCovers: children,
});

/**
 * The booking journey's steps (spec section 4), as the step forms send them: the browser form checks each step with
 * these before moving on, and the server checks the same when a step arrives without JavaScript.
 */
/** A date and a party, with the booking form's messages: the waitlist's form asks for them too (features/waitlist/schema.ts). */
export const dateAndPartyFields = { date: isoDate, adults, children };
export const partyStepSchema = z
  .object({ date: isoDate, occasionId: id, adults, children })
  .refine((party) => party.adults + party.children <= MAX_TABLE_BOOKING_COVERS, { path: ['adults'], message: tooMany });
export const timeStepSchema = z.object({ time: clockTime, menuId: id.nullable().default(null), areaId: id.nullable().default(null) });
