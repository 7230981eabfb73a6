import { z } from 'zod';
import { oneLineText } from '@/lib/schema-values';

/*
 * The one rule for each contact field, which every form and API body builds from (booking, the enquiry forms, the
 * job application, the mailing list, offers, referrals), in the browser and on the server alike. Each form words
 * its messages in its own voice; what is accepted is the same everywhere. Tested once, in tests/unit/contact-fields.
 */

const EMAIL_MAX = 254;
const NAME_MAX = 50;
const PHONE_MAX = 25;

type EmailMessages = { required: string; invalid: string; tooLong?: string };

/**
 * An email address as one key, however it was typed: trimmed and lowercased, as `emailAddress` stores it. Compares
 * and keys addresses everywhere (rate limits, the diner key, erasure, one application per job), including addresses
 * stored before every form lowercased them.
 */
export const comparableEmail = (email: string) => email.trim().toLowerCase();

/**
 * An email address: trimmed, at most 254 characters, zod's standard pattern, and lowercased, so that one address is
 * one key wherever it is stored or compared (a job's one application per address, the booking flood's diner key,
 * vouchers and subscribers, erasure).
 */
export const emailAddress = ({ required, invalid, tooLong = invalid }: EmailMessages) =>
  oneLineText({ error: required }).min(1, required).max(EMAIL_MAX, tooLong).pipe(z.email(invalid)).transform(comparableEmail);

/** Starts with a letter; then letters in any alphabet with their accents, spaces, apostrophes, hyphens, full stops: O'Neill, Anne-Marie, St. John, Zoë. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** The job application's names, as the spec states them (section 5): letters, spaces, apostrophes and accented characters only. */
const APPLICANT_NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’]*$/u;

type NameMessages = { required: string; tooLong: string; invalid: string };

const nameField = (pattern: RegExp, { required, tooLong, invalid }: NameMessages) =>
  oneLineText({ error: required }).min(1, required).max(NAME_MAX, tooLong).regex(pattern, invalid);

/** A person's first or last name, up to 50 characters. */
export const personName = (messages: NameMessages) => nameField(NAME_PATTERN, messages);

/** A job applicant's first or second name: the same, without the hyphens and full stops the spec leaves out. */
export const applicantName = (messages: NameMessages) => nameField(APPLICANT_NAME_PATTERN, messages);

/** An optional leading +, then digits with spaces, dots, hyphens or brackets between: "+44 (0)20 7946-0958", "0161.496.0000". */
const PHONE_PATTERN = /^\+?[\d\s.()-]+$/;
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 17;

type PhoneMessages = {
  /** Given when the form needs a number: '' is refused with it. Without it, '' passes as "none given". */
  required?: string;
  /** Characters other than the pattern's, or longer than 25 characters. */
  invalid: string;
  /** Fewer than 7 or more than 17 digits; the invalid message when not given. */
  digits?: string;
};

/** What is wrong with a trimmed phone number, or null: the one phone rule (7 to 17 digits, as the spec's job application). */
function phoneProblem(value: string, { required, invalid, digits = invalid }: PhoneMessages): string | null {
  if (value === '') return required ?? null;
  if (value.length > PHONE_MAX || !PHONE_PATTERN.test(value)) return invalid;
  const count = value.replace(/\D/g, '').length;
  return count < PHONE_DIGITS_MIN || count > PHONE_DIGITS_MAX ? digits : null;
}

/** Whether `value` (trimmed) is a phone number by the one rule: for checks outside a zod schema, such as the back-office's. */
export const isPhoneNumber = (value: string): boolean => value.trim() !== '' && phoneProblem(value.trim(), { invalid: 'invalid' }) === null;

/** A phone number as trimmed text ('' when none is given and none is required). */
export const phoneNumber = (messages: PhoneMessages) =>
  oneLineText(messages.required ? { error: messages.required } : undefined).superRefine((value, context) => {
    const problem = phoneProblem(value, messages);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
