import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { emailAddress as contactEmail, personName, phoneNumber as contactPhone } from '@/lib/contact-fields';
import { oneLineText, toNumberOrAsIs } from '@/lib/schema-values';
import { isValidBirthday } from './domain/birthday';
import { checkbox, optionalText, optionalWholeNumber, requiredWholeNumber, tickedValues } from '@/lib/form-values';

/*
 * The mailing list's forms and API bodies (spec sections 3 and 5): the sign-up page, the sign-up strip, the
 * preferences page. The browser forms (react-hook-form's zod resolver) and the server (POST /api/signup, the
 * server actions, the exponea endpoints) parse with these same schemas.
 */

const MESSAGES = {
  email: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  favouriteRestaurant: 'Choose your favourite restaurant.',
  firstName: 'Enter your first name.',
  firstNameInvalid: 'Use letters, spaces, hyphens and apostrophes only.',
  phoneInvalid: 'Enter a phone number of 7 to 17 digits, e.g. 07700 900123.',
  phoneForSms: 'Enter your mobile number so we can text you.',
  birthdayDay: 'Choose the day of your birthday.',
  birthdayMonth: 'Choose the month of your birthday.',
  birthdayInvalid: 'That month does not have that many days.',
  acceptTerms: 'Tick the box to join the list.',
} as const;

const emailAddress = contactEmail({ required: MESSAGES.email, invalid: MESSAGES.emailInvalid });

const firstName = personName({ required: MESSAGES.firstName, tooLong: 'Use 50 characters or fewer.', invalid: MESSAGES.firstNameInvalid });

/** Optional: blank is none given (undefined). */
const phoneNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  contactPhone({ invalid: MESSAGES.phoneInvalid }).optional(),
);

const storeId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : toNumberOrAsIs(value)),
  z.number({ error: MESSAGES.favouriteRestaurant }).int().positive(MESSAGES.favouriteRestaurant),
);

export const birthdaySchema = z
  .object({
    day: requiredWholeNumber(MESSAGES.birthdayDay),
    month: requiredWholeNumber(MESSAGES.birthdayMonth),
    year: optionalWholeNumber,
  })
  .refine(({ day, month, year }) => isValidBirthday({ day, month, year }), { message: MESSAGES.birthdayInvalid, path: ['day'] });

/** The sign-up page (spec section 3, Sign-up). A phone number is needed only to say yes to texts. */
export const signUpSchema = z
  .object({
    variant: z.literal('full').default('full'),
    emailAddress,
    favouriteRestaurant: storeId,
    firstName,
    phoneNumber,
    birthday: birthdaySchema,
    acceptTerms: checkbox.refine(Boolean, MESSAGES.acceptTerms),
    acceptSMSTerms: checkbox,
    botCheck: botCheckField,
  })
  .refine((form) => !form.acceptSMSTerms || Boolean(form.phoneNumber), { message: MESSAGES.phoneForSms, path: ['phoneNumber'] });

/** The sign-up strip: just an address and the yes to emails; the rest can be added from the preferences page. */
export const signUpStripSchema = z.object({
  variant: z.literal('strip'),
  emailAddress,
  acceptTerms: checkbox.refine(Boolean, MESSAGES.acceptTerms),
  botCheck: botCheckField,
});

/** POST /api/signup takes either form (the spec's two variants), told apart by `variant`. */
export const signUpRequestSchema = z.union([signUpStripSchema, signUpSchema]);

export type SignUpRequest = z.output<typeof signUpRequestSchema>;

/** The unguessable key of a subscriber's preferences link: 32 random bytes, base64url. */
export const guidSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The preferences page and POST /api/exponea/updateCustomerPreferences (spec section 3, Customer preferences). The
 * API sends `birthDate` in unix seconds and `interests` as {name, checked}; the form sends day, month and year and
 * the ticked names. Both end as the same object.
 */
export const preferencesSchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object') return input;
    const body = { ...(input as Record<string, unknown>) };
    if (typeof body.birthDate === 'number' && !body.birthday) {
      const date = new Date(body.birthDate * 1000);
      body.birthday = { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
    }
    if (Array.isArray(body.interests) && body.interests.some((entry) => typeof entry === 'object')) {
      body.interests = (body.interests as { name?: string; checked?: boolean }[]).filter((entry) => entry?.checked).map((entry) => entry.name);
    }
    return body;
  },
  z
    .object({
      guid: oneLineText().max(64),
      firstName,
      favRestaurantCode: storeId,
      birthday: birthdaySchema,
      gender: optionalText(40, 'Choose one of the options.'),
      phoneNumber,
      emailOptIn: checkbox,
      websiteSmsOptIn: checkbox,
      interests: tickedValues,
    })
    .refine((form) => !form.websiteSmsOptIn || Boolean(form.phoneNumber), { message: MESSAGES.phoneForSms, path: ['phoneNumber'] }),
);

export type Preferences = z.output<typeof preferencesSchema>;
