/**
 * The one rule for each contact field (src/lib/contact-fields.ts), tested once here with literal cases; each form's
 * own tests check its wording. Booking, enquiries, careers, the mailing list, offers and referrals all build on these.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicantName, emailAddress, isPhoneNumber, personName, phoneNumber } from '@/lib/contact-fields';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('emailAddress', () => {
  const email = emailAddress({ required: 'required', invalid: 'invalid', tooLong: 'too long' });

  it('trims and lowercases, so that one address is one key everywhere', () => {
    expect(email.parse('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['ada@', 'invalid'],
    ['ada example.com', 'invalid'],
    ['ada@example', 'invalid'],
    [`${'a'.repeat(243)}@example.com`, 'too long'],
  ])('refuses %j (%s)', (value, message) => {
    expect(firstMessage(email, value)).toBe(message);
  });
  it('takes 254 characters and no more', () => {
    expect(email.parse(`${'a'.repeat(242)}@example.com`)).toHaveLength(254);
  });
});

describe('personName', () => {
  const name = personName({ required: 'required', tooLong: 'too long', invalid: 'invalid' });

  it.each(["O'Neill", 'O’Brien', 'Anne-Marie', 'St. John', 'Zoë', 'Łukasz', 'José María', 'Ngọc Anh', '李小龙'])('accepts %s', (value) => {
    expect(name.parse(` ${value} `)).toBe(value);
  });
  it.each([
    ['', 'required'],
    ['Ada2', 'invalid'],
    ['Love<lace>', 'invalid'],
    ["'Neill", 'invalid'],
    ['-Ann', 'invalid'],
    ['a'.repeat(51), 'too long'],
  ])('refuses %j (%s)', (value, message) => {
    expect(firstMessage(name, value)).toBe(message);
  });
});

describe('applicantName (the spec’s job application: letters, spaces, apostrophes and accented characters only)', () => {
  const name = applicantName({ required: 'required', tooLong: 'too long', invalid: 'invalid' });

  it.each(["O'Brien", 'D’Arcy', 'Siân', 'José María', 'Åsa'])('accepts %s', (value) => {
    expect(name.parse(value)).toBe(value);
  });
  it.each(['Anne-Marie', 'St. John', 'R2D2', "'"])('refuses %j', (value) => {
    expect(firstMessage(name, value)).toBe('invalid');
  });
});

describe('phoneNumber: 7 to 17 digits, an optional leading +, with spaces, dots, hyphens or brackets between', () => {
  const optional = phoneNumber({ invalid: 'invalid', digits: 'digits' });
  const required = phoneNumber({ required: 'required', invalid: 'invalid', digits: 'digits' });

  it.each(['1234567', '07700 900123', '+44 7700 900123', '07700.900.123', '(0161) 496-0000', '0161-496-0000', '+44 (0)20 7946-0958', '+12345678901234567'])(
    'accepts %j',
    (value) => {
      expect(required.parse(` ${value} `)).toBe(value);
      expect(isPhoneNumber(value)).toBe(true);
    },
  );
  it.each([
    ['123456', 'digits'],
    ['+123 456', 'digits'],
    ['123456789012345678', 'digits'],
    ['44+7700900123', 'invalid'],
    ['07700 9OO123', 'invalid'],
    ['0207 946 CALL', 'invalid'],
    ['1 2 3 4 5 6 7 8 9 0 1 2 3 4', 'invalid'],
  ])('refuses %j (%s)', (value, message) => {
    expect(firstMessage(required, value)).toBe(message);
    expect(isPhoneNumber(value)).toBe(false);
  });
  it('takes blank as none given unless a number is required', () => {
    expect(optional.parse('  ')).toBe('');
    expect(firstMessage(required, '')).toBe('required');
    expect(firstMessage(required, undefined)).toBe('required');
    expect(isPhoneNumber('')).toBe(false);
  });
});
