import { describe, expect, it } from 'vitest';
import { birthdayFromUnixSeconds, birthdayToUnixSeconds, daysInMonth, DEFAULT_BIRTH_YEAR, isValidBirthday } from '@/features/marketing/domain/birthday';
import { birthdaySchema, signUpSchema } from '@/features/marketing/schema';

const fullSignUp = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'Sam@Example.com ',
  favouriteRestaurant: '1004',
  firstName: 'Sam',
  birthday: { day: '29', month: '2', year: '' },
  acceptTerms: 'on',
  botCheck: 'proof',
  ...overrides,
});

describe('birthday rules (spec section 5)', () => {
  it('offers 31 days while no month is chosen', () => {
    expect(daysInMonth()).toBe(31);
    expect(daysInMonth(null, 2023)).toBe(31);
  });

  it('follows the month: 30 for April, June, September and November, 31 for the rest', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(month, 2023))).toEqual([31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('allows 29 February without a year and in leap years, 28 in other years', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2, 1900)).toBe(28);
  });

  it('stores a birthday without a year in 1904, a leap year, so 29 February survives the round trip', () => {
    expect(DEFAULT_BIRTH_YEAR).toBe(1904);
    const seconds = birthdayToUnixSeconds({ day: 29, month: 2 });
    expect(new Date(seconds * 1000).toISOString()).toBe('1904-02-29T00:00:00.000Z');
    expect(birthdayFromUnixSeconds(seconds)).toEqual({ day: 29, month: 2, year: null });
    expect(birthdayFromUnixSeconds(birthdayToUnixSeconds({ day: 3, month: 7, year: 1990 }))).toEqual({ day: 3, month: 7, year: 1990 });
  });

  it('refuses days the month does not have', () => {
    expect(isValidBirthday({ day: 31, month: 4 })).toBe(false);
    expect(isValidBirthday({ day: 29, month: 2, year: 2023 })).toBe(false);
    const parsed = birthdaySchema.safeParse({ day: '31', month: '6', year: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['day'], message: 'That month does not have that many days.' });
  });

  it('needs the day and the month, not the year', () => {
    const parsed = birthdaySchema.safeParse({ day: '', month: '', year: '' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['day', 'Choose the day of your birthday.'],
      ['month', 'Choose the month of your birthday.'],
    ]);
    expect(birthdaySchema.parse({ day: 5, month: 11 })).toEqual({ day: 5, month: 11, year: undefined });
  });
});

describe('sign-up form schema', () => {
  it('reads a form posted without JavaScript: "on" ticks, numbers as text, the address lower-cased', () => {
    expect(signUpSchema.parse(fullSignUp())).toMatchObject({
      variant: 'full',
      emailAddress: 'sam@example.com',
      favouriteRestaurant: 1004,
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      acceptSMSTerms: false,
    });
  });

  it('never takes consent for granted: emails need the tick, and texts need a phone number', () => {
    const unticked = signUpSchema.safeParse(fullSignUp({ acceptTerms: undefined }));
    expect(unticked.error?.issues).toEqual([expect.objectContaining({ path: ['acceptTerms'], message: 'Tick the box to join the list.' })]);
    const smsWithoutPhone = signUpSchema.safeParse(fullSignUp({ acceptSMSTerms: 'on' }));
    expect(smsWithoutPhone.error?.issues).toEqual([
      expect.objectContaining({ path: ['phoneNumber'], message: 'Enter your mobile number so we can text you.' }),
    ]);
    expect(signUpSchema.parse(fullSignUp({ acceptSMSTerms: 'on', phoneNumber: '07700 900123' })).acceptSMSTerms).toBe(true);
  });

  it('flags each required field with its own message', () => {
    const parsed = signUpSchema.safeParse({ birthday: {}, botCheck: 'proof' });
    const fields = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toMatchObject({
      emailAddress: 'Enter your email address.',
      favouriteRestaurant: 'Choose your favourite restaurant.',
      firstName: 'Enter your first name.',
      'birthday.day': 'Choose the day of your birthday.',
      acceptTerms: 'Tick the box to join the list.',
    });
  });
});
