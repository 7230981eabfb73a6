import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chosenFilesProblem } from '@/features/enquiries/attachment-rules';
import { prefillFromAddress } from '@/features/enquiries/group-booking-prefill';
import {
  contactSchema,
  GROUP_MAX_COVERS,
  GROUP_MIN_COVERS,
  groupBookingSchema,
  groupDateProblem,
  NO_RESTAURANT,
  reasonProblems,
  untilIsAfter,
  type ContactReason,
} from '@/features/enquiries/schema';
import { enquiryAttachments } from '@/server/uploads/upload-policies';
import { addDays, londonToday } from '@/lib/london-time';

const messageAt = (schema: z.ZodType, input: unknown, path: string) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

const inAMonth = addDays(londonToday(), 30);

const group = (overrides: Record<string, unknown> = {}) => ({
  storeId: 101,
  bookingType: 'celebration',
  covers: 24,
  date: inAMonth,
  time: '19:00',
  until: '23:00',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07700 900123',
  botCheck: 'proof',
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  message: 'The halloumi fries were wonderful.',
  enquiryType: 'feedback',
  enquiryRestaurant: 101,
  reason: 'visit',
  subReason: 'food',
  botCheck: 'proof',
  ...overrides,
});

describe('group booking schema (spec section 5: every group-booking flag)', () => {
  it('accepts a full request, from JSON or from a posted form, and leaves the opt-ins unticked unless ticked', () => {
    expect(groupBookingSchema.parse(group())).toMatchObject({
      storeId: 101,
      covers: 24,
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      specialRequest: '',
    });
    const posted = groupBookingSchema.parse(group({ storeId: '101', covers: '24', shouldReceiveSms: 'on' }));
    expect(posted).toMatchObject({ storeId: 101, covers: 24, shouldReceivePromotions: false, shouldReceiveSms: true });
  });

  it.each([
    ['storeId', { storeId: '' }, 'Please choose a restaurant.'],
    ['bookingType', { bookingType: '' }, 'Please choose the kind of booking.'],
    ['covers', { covers: '' }, 'Please enter how many guests, as a number.'],
    ['covers', { covers: 12.5 }, 'Please enter how many guests, as a number.'],
    ['covers', { covers: GROUP_MIN_COVERS - 1 }, `Group bookings are for ${GROUP_MIN_COVERS} guests or more; smaller parties can book online.`],
    ['covers', { covers: GROUP_MAX_COVERS + 1 }, `For more than ${GROUP_MAX_COVERS} guests, please call us.`],
    ['date', { date: '' }, 'Please choose a date.'],
    ['date', { date: addDays(londonToday(), -1) }, 'Please choose today or a later date.'],
    ['time', { time: '7pm' }, 'Please choose a start time.'],
    ['until', { until: '' }, 'Please choose an end time.'],
    ['until', { time: '19:00', until: '18:00' }, 'Please choose an end time after the start time.'],
    ['firstName', { firstName: ' ' }, 'Please enter your first name.'],
    ['lastName', { lastName: 'R2-D2' }, 'Your last name can use letters, spaces, hyphens and apostrophes only.'],
    ['email', { email: 'ada@' }, 'Please enter a valid email address.'],
    ['telephoneNumber', { telephoneNumber: '' }, 'Please enter your phone number.'],
    ['telephoneNumber', { telephoneNumber: '12345' }, 'Please enter a valid phone number.'],
    ['specialRequest', { specialRequest: '<script>' }, 'Please leave out < and > in your message.'],
    ['botCheck', { botCheck: '' }, 'Invalid token'],
  ])('refuses a bad %s with the message the form shows', (path, overrides, message) => {
    expect(messageAt(groupBookingSchema, group(overrides), path)).toBe(message);
  });

  it('takes a party that runs past midnight, and dates from today to 18 months ahead', () => {
    expect(untilIsAfter('19:00', '01:00')).toBe(true);
    expect(untilIsAfter('19:00', '00:00')).toBe(true);
    expect(untilIsAfter('12:00', '12:00')).toBe(false);
    expect(untilIsAfter('10:00', '03:00')).toBe(true);
    expect(untilIsAfter('10:00', '05:00')).toBe(false);
    expect(groupDateProblem('2026-03-29', '2026-03-29')).toBeNull();
    expect(groupDateProblem('2026-03-28', '2026-03-29')).toBe('Please choose today or a later date.');
    expect(groupDateProblem('2027-09-30', '2026-03-29')).toBe('Please choose a date within the next 18 months.');
  });
});

describe('contact schema (spec section 5: every contact-form flag)', () => {
  it('accepts a message about no particular restaurant, without phone or guests', () => {
    expect(contactSchema.parse(contact({ enquiryRestaurant: NO_RESTAURANT, guests: '' }))).toMatchObject({
      enquiryRestaurant: 'none',
      guests: undefined,
      phone: '',
    });
    expect(contactSchema.parse(contact({ enquiryRestaurant: '101', guests: '4' }))).toMatchObject({ enquiryRestaurant: 101, guests: 4 });
  });

  it.each([
    ['firstName', { firstName: '' }, 'Please enter your first name.'],
    ['lastName', { lastName: '' }, 'Please enter your last name.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['message', { message: '   ' }, 'Please write your message.'],
    ['message', { message: 'x'.repeat(2001) }, 'Your message can be up to 2000 characters.'],
    ['enquiryType', { enquiryType: '' }, 'Please choose what your enquiry is about.'],
    ['enquiryRestaurant', { enquiryRestaurant: '' }, 'Please choose a restaurant.'],
    ['guests', { guests: 0 }, 'Please enter at least 1 guest.'],
    ['guests', { guests: 'lots' }, 'Please enter the number of guests as a number.'],
    ['reason', { reason: '' }, 'Please choose a reason.'],
    ['botCheck', { botCheck: undefined }, 'Invalid token'],
  ])('refuses a bad %s with the message the form shows', (path, overrides, message) => {
    expect(messageAt(contactSchema, contact(overrides), path)).toBe(message);
  });

  const reasons: ContactReason[] = [
    { value: 'visit', label: 'A recent visit', subReasons: [{ value: 'food', label: 'Food' }] },
    { value: 'other', label: 'Something else', subReasons: [] },
  ];

  it('needs a sub-reason exactly when the chosen reason has some', () => {
    expect(reasonProblems(reasons, 'visit', 'food')).toEqual({});
    expect(reasonProblems(reasons, 'visit', '')).toEqual({ subReason: 'Please choose what it is about.' });
    expect(reasonProblems(reasons, 'visit', 'drinks')).toEqual({ subReason: 'Please choose what it is about.' });
    expect(reasonProblems(reasons, 'other', '')).toEqual({});
    expect(reasonProblems(reasons, 'other', 'food')).toEqual({ subReason: 'Please choose a reason from the list.' });
    expect(reasonProblems(reasons, 'weather', '')).toEqual({ reason: 'Please choose a reason.' });
  });
});

describe('files chosen in the browser', () => {
  it('names each empty or oversized file and refuses a fourth', () => {
    const mb = 1024 * 1024;
    expect(chosenFilesProblem([{ name: 'receipt.pdf', size: mb }], enquiryAttachments)).toBeNull();
    expect(
      chosenFilesProblem(
        [
          { name: 'a.png', size: 6 * mb },
          { name: 'b.pdf', size: 0 },
        ],
        enquiryAttachments,
      ),
    ).toBe('“a.png” is larger than 5 MB. “b.pdf” is empty.');
    expect(
      chosenFilesProblem(
        ['1', '2', '3', '4'].map((name) => ({ name, size: 10 })),
        enquiryAttachments,
      ),
    ).toBe('Attach at most 3 files.');
  });
});

describe('group booking prefill from the booking journey', () => {
  it('fills in the restaurant, date and party it was sent, and only values the form can take', () => {
    expect(prefillFromAddress('?storeId=101&date=2026-12-12&covers=24', [101, 102])).toEqual({ storeId: '101', date: '2026-12-12', covers: '24' });
    expect(prefillFromAddress('?storeId=999&date=12/12/2026&covers=lots', [101])).toEqual({});
    expect(prefillFromAddress('', [101])).toEqual({});
  });
});
