import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { MAX_TABLE_BOOKING_COVERS } from '@/features/booking/domain/refusals';
import { customerSchema, dateAndPartyFields } from '@/features/booking/schema';
import { clockMinutes } from '@/lib/clock-time';
import { checkbox } from '@/lib/form-values';
import { coercedNumber } from '@/lib/schema-values';
import { clockTimePattern } from '@/lib/weekdays';

const clockTime = (what: string) => z.string({ error: `Choose the ${what} arrival time.` }).regex(clockTimePattern, `Choose the ${what} arrival time.`);

/**
 * "Tell me if a table frees up": the date, an arrival window (from and until, both arrival times on that date) and the
 * party, with the diner's contact details as a booking takes them. One schema for the journey's form and
 * POST /api/booking/waitlist/{storeId}.
 */
export const waitlistJoinSchema = z
  .object({
    ...dateAndPartyFields,
    from: clockTime('earliest'),
    until: clockTime('latest'),
    // A tick box posts "on" without JavaScript; the API sends true.
    customer: customerSchema
      .pick({ firstName: true, lastName: true, email: true, phoneNumber: true })
      .extend({ shouldReceiveSms: checkbox.optional().default(false) }),
  })
  .refine((party) => party.adults + party.children <= MAX_TABLE_BOOKING_COVERS, {
    path: ['adults'],
    message: `Online bookings are for up to ${MAX_TABLE_BOOKING_COVERS} guests.`,
  })
  .refine((request) => (clockMinutes(request.from) ?? 0) <= (clockMinutes(request.until) ?? 0), {
    path: ['until'],
    message: 'The latest arrival time must not be before the earliest.',
  });

export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** The API's request also carries the journey's bot-check proof, as a booking's does. */
export const waitlistApiRequestSchema = waitlistJoinSchema.safeExtend({ botCheck: botCheckField });

/** The journey's waitlist form (features/waitlist/components/waitlist-form.client.tsx): the restaurant rides along. */
export const waitlistFormSchema = waitlistApiRequestSchema.safeExtend({
  storeId: coercedNumber(z.number({ error: 'Choose a restaurant.' }).int().positive('Choose a restaurant.')),
});
