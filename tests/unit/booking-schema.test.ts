import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { availabilityRequestSchema, bookingRequestSchema, slotsQuerySchema } from '@/features/booking/schema';

const body = (overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) => ({
  occasionId: 3,
  adults: 2,
  bookingDate: '2026-07-10',
  time: '19:00',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', ...customer },
  ...overrides,
});

/** The first message zod gives for `path` ("customer.email"), or undefined when the body passes. */
const messageAt = (schema: z.ZodType, input: unknown, path: string) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};
const bookingMessage = (input: unknown, path: string) => messageAt(bookingRequestSchema, input, path);
const accepts = (input: unknown) => bookingRequestSchema.safeParse(input).success;

describe('bookingRequestSchema', () => {
  it('accepts a full body and fills in the defaults', () => {
    const result = bookingRequestSchema.safeParse(body());
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      occasionId: 3,
      adults: 2,
      children: 0,
      bookingDate: '2026-07-10',
      time: '19:00',
      menuId: null,
      areaId: null,
      upsells: [],
      cardCustomerId: null,
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '',
        specialRequest: '',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    });
  });

  it('keeps the values a full body gives, coercing numbers and trimming text', () => {
    const full = body(
      { occasionId: '3', adults: '4', children: 2, menuId: 7, areaId: 1, upsells: [{ id: 5 }], cardCustomerId: ' cust_1 ' },
      { firstName: '  Ada ', phoneNumber: '+44 (0)20 7946-0958', specialRequest: ' Window seat ', shouldReceiveSms: true },
    );
    expect(bookingRequestSchema.parse(full)).toMatchObject({
      occasionId: 3,
      adults: 4,
      children: 2,
      menuId: 7,
      areaId: 1,
      upsells: [{ id: 5, quantity: 1 }],
      cardCustomerId: 'cust_1',
      customer: { firstName: 'Ada', phoneNumber: '+44 (0)20 7946-0958', specialRequest: 'Window seat', shouldReceiveSms: true },
    });
  });

  it('asks for a first name that is missing or blank', () => {
    const { firstName: _firstName, ...withoutFirstName } = body().customer;
    expect(bookingMessage({ ...body(), customer: withoutFirstName }, 'customer.firstName')).toBe('Please enter your first name.');
    expect(bookingMessage(body({}, { firstName: '   ' }), 'customer.firstName')).toBe('Please enter your first name.');
  });

  it('refuses names with digits or symbols', () => {
    expect(bookingMessage(body({}, { firstName: 'Ada2' }), 'customer.firstName')).toBe(
      'Your first name can use letters, spaces, hyphens and apostrophes only.',
    );
    expect(bookingMessage(body({}, { lastName: 'Love<lace>' }), 'customer.lastName')).toBe(
      'Your last name can use letters, spaces, hyphens and apostrophes only.',
    );
    expect(bookingMessage(body({}, { lastName: "'Neill" }), 'customer.lastName')).toBe('Your last name can use letters, spaces, hyphens and apostrophes only.');
  });

  it.each(["O'Neill", 'Anne-Marie', 'Zoë', 'St. John', 'O’Brien', 'Łukasz', 'José María'])('accepts the name %s', (name) => {
    expect(accepts(body({}, { firstName: name, lastName: name }))).toBe(true);
  });

  it('refuses a bad email address', () => {
    expect(bookingMessage(body({}, { email: 'ada@' }), 'customer.email')).toBe('Please enter a valid email address.');
    expect(bookingMessage(body({}, { email: 'ada example.com' }), 'customer.email')).toBe('Please enter a valid email address.');
    expect(bookingMessage(body({}, { email: '' }), 'customer.email')).toBe('Please enter your email address.');
  });

  it('refuses a phone number with letters or too few digits', () => {
    const phone = (phoneNumber: string) => bookingMessage(body({}, { phoneNumber }), 'customer.phoneNumber');
    expect(phone('0207 946 CALL')).toBe('Please enter a valid phone number.');
    expect(phone('123 456')).toBe('Please enter a valid phone number.');
    expect(accepts(body({}, { phoneNumber: '1234567' }))).toBe(true);
    expect(accepts(body({}, { phoneNumber: '' }))).toBe(true);
  });

  it('limits special requests to 500 characters without < or >', () => {
    const request = (specialRequest: string) => bookingMessage(body({}, { specialRequest }), 'customer.specialRequest');
    expect(request('a'.repeat(501))).toBe('Special requests can be up to 500 characters.');
    expect(accepts(body({}, { specialRequest: 'a'.repeat(500) }))).toBe(true);
    expect(request('High chair <please>')).toBe('Please leave out < and > in your request.');
    expect(request('a < b')).toBe('Please leave out < and > in your request.');
  });

  it('needs at least one adult and at most 20 guests', () => {
    expect(bookingMessage(body({ adults: 0 }), 'adults')).toBe('At least one adult must be in the party.');
    expect(bookingMessage(body({ adults: 12, children: 9 }), 'adults')).toBe('Online bookings are for up to 20 guests.');
    expect(accepts(body({ adults: 12, children: 8 }))).toBe(true);
  });

  it('refuses a date or time in the wrong format', () => {
    expect(bookingMessage(body({ bookingDate: '10/07/2026' }), 'bookingDate')).toBe('Choose a date.');
    expect(bookingMessage(body({ bookingDate: '2026-13-01' }), 'bookingDate')).toBe('Choose a date.');
    expect(bookingMessage(body({ time: '7pm' }), 'time')).toBe('Choose a time.');
    expect(bookingMessage(body({ time: '24:00' }), 'time')).toBe('Choose a time.');
    expect(bookingMessage(body({ time: undefined }), 'time')).toBe('Choose a time.');
  });

  it('refuses a date the calendar does not have', () => {
    expect(bookingMessage(body({ bookingDate: '2026-02-31' }), 'bookingDate')).toBe('Choose a date.');
    expect(bookingMessage(body({ bookingDate: '2028-02-29' }), 'bookingDate')).toBeUndefined();
  });

  it('says the party limit in words whichever count is too big', () => {
    expect(bookingMessage(body({ adults: 21 }), 'adults')).toBe('Online bookings are for up to 20 guests.');
    expect(bookingMessage(body({ children: 21 }), 'children')).toBe('Online bookings are for up to 20 guests.');
  });

  it('takes a null phone number as none given', () => {
    const parsed = bookingRequestSchema.parse(body({ customer: { ...body().customer, phoneNumber: null } }));
    expect(parsed.customer.phoneNumber).toBe('');
  });
});

describe('slotsQuerySchema', () => {
  const query = (overrides: Record<string, unknown> = {}) => ({ occasionId: '3', adults: '2', dates: ['2026-07-10'], menuIds: [], ...overrides });

  it('reads dates repeated or comma-separated alike', () => {
    const repeated = slotsQuerySchema.parse(query({ dates: ['2026-07-10', '2026-07-11'] }));
    const commas = slotsQuerySchema.parse(query({ dates: ['2026-07-10, 2026-07-11'] }));
    expect(repeated.dates).toEqual(['2026-07-10', '2026-07-11']);
    expect(commas.dates).toEqual(repeated.dates);
    expect(messageAt(slotsQuerySchema, query({ dates: [''] }), 'dates')).toBe('Choose a date.');
    expect(messageAt(slotsQuerySchema, query({ dates: ['2026-07-10,tomorrow'] }), 'dates.1')).toBe('Choose a date.');
  });

  it('reads the text "null" and an empty list as no preference', () => {
    const parsed = slotsQuerySchema.parse(query({ areaId: 'null', menuIds: [''] }));
    expect(parsed).toMatchObject({ occasionId: 3, adults: 2, children: 0, areaId: null, menuIds: [] });
    expect(slotsQuerySchema.parse(query({ areaId: '4', menuIds: ['1,2', '3'] }))).toMatchObject({ areaId: 4, menuIds: [1, 2, 3] });
  });

  it('refuses ids that are not numbers', () => {
    expect(messageAt(slotsQuerySchema, query({ menuIds: ['abc'] }), 'menuIds.0')).toBe('Use a number.');
    expect(messageAt(slotsQuerySchema, query({ areaId: 'terrace' }), 'areaId')).toBe('Use a number.');
  });
});

describe('availabilityRequestSchema', () => {
  const request = (count: number) => ({
    stores: Array.from({ length: count }, (_, index) => ({ storeId: index + 1, miles: 1.5 })),
    date: '2026-07-10',
    adultCovers: 2,
  });

  it('takes between 1 and 10 stores', () => {
    expect(availabilityRequestSchema.safeParse(request(0)).success).toBe(false);
    expect(availabilityRequestSchema.parse(request(1))).toMatchObject({ stores: [{ storeId: 1, miles: 1.5 }], childrenCovers: 0 });
    expect(availabilityRequestSchema.safeParse(request(10)).success).toBe(true);
    expect(availabilityRequestSchema.safeParse(request(11)).success).toBe(false);
  });
});
