import { z } from 'zod';
import { emailAddress, personName, phoneNumber } from '@/lib/contact-fields';
import { multiLineText, oneLineText } from '@/lib/schema-values';
import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';
import { staffStatuses } from './staff-status';

/** The staff API's and the day sheet's inputs: one schema per form, shared by the browser and the server. */

const isoDate = z.string().regex(isoDatePattern, 'Use yyyy-mm-dd, e.g. 2026-12-24.');
const clockTime = z.string().regex(clockTimePattern, 'Use HH:mm on the 24-hour clock, e.g. 19:30.');

export const dayQuerySchema = z.object({ date: isoDate.optional() });

export const staffBookingSchema = z
  .object({
    source: z.enum(['phone', 'walk-in'], { message: 'Say whether this is a phone booking or a walk-in.' }),
    date: isoDate.optional(),
    time: clockTime.optional(),
    adults: z.number().int('Whole guests only.').min(1, 'At least one adult.').max(20, 'At most 20 guests.'),
    children: z.number().int('Whole guests only.').min(0).max(19).default(0),
    occasionId: z.number().int().positive().optional(),
    table: oneLineText().max(60).optional(),
    customer: z.object({
      firstName: personName({
        required: 'Enter the guest’s first name.',
        tooLong: 'Use at most 50 characters.',
        invalid: 'Use letters, spaces, apostrophes and hyphens.',
      }),
      lastName: personName({
        required: 'Enter the guest’s last name.',
        tooLong: 'Use at most 50 characters.',
        invalid: 'Use letters, spaces, apostrophes and hyphens.',
      }),
      phoneNumber: phoneNumber({ invalid: 'Enter a phone number, e.g. 07700 900123.' }).optional(),
      // Optional: a phone booking often has none. With one, the guest gets the confirmation and their manage link.
      email: z
        .union([z.literal(''), emailAddress({ required: 'Enter an email address.', invalid: 'Enter an email address like name@example.com.' })])
        .optional(),
      specialRequest: multiLineText().max(500, 'Use at most 500 characters.').optional(),
    }),
  })
  // A phone booking is for a time the caller asks for; a walk-in without one is now.
  .refine((booking) => booking.source === 'walk-in' || (booking.date && booking.time), { message: 'Give the date and time of the booking.', path: ['time'] });

export type StaffBookingInput = z.infer<typeof staffBookingSchema>;

export const statusChangeSchema = z.object({ status: z.enum(staffStatuses, { message: `Use one of: ${staffStatuses.join(', ')}.` }) });

export const tableChangeSchema = z.object({ table: oneLineText().min(1, 'Name the table, e.g. T4, or a combination, e.g. T4 + T5.').max(60) });

export const blockSchema = z
  .object({
    date: isoDate,
    from: clockTime,
    until: clockTime,
    tables: z.array(oneLineText().min(1).max(60)).max(100).optional(),
    area: oneLineText().min(1).max(60).optional(),
    reason: oneLineText().min(1, 'Say why, e.g. "Private hire" or "Kitchen fault".').max(120, 'Use at most 120 characters.'),
  })
  .refine((block) => !(block.tables?.length && block.area), { message: 'Block either tables or an area, not both.', path: ['area'] });
