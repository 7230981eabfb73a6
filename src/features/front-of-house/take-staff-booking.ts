import 'server-only';
import { BOOKING_STATUS } from '@/features/booking/booking-status';
import { dinerKeyOf } from '@/features/booking/booking-source';
import { holdWindow } from '@/features/booking/booking-queries';
import { bookingLedger } from '@/features/booking/ledger/booking-ledger';
import type { NewBooking } from '@/features/booking/ledger/ledger';
import { newBookingReference, newManageToken } from '@/features/booking/reference';
import { sendBookingEmailSoon } from '@/features/booking/send-booking-emails-soon';
import { londonClock } from '@/lib/london-time';
import { clockText } from '@/lib/clock-time';
import { ServiceError, ValidationError } from '@/server/errors';
import { planStaffBooking } from './domain/staff-booking-plan';
import type { StaffBookingInput } from './schema';
import { restaurantRunBy, type StaffUser } from './staff-access';

type StaffBookingAnswer =
  | {
      reference: string;
      status: 'booked' | 'seated';
      source: 'phone' | 'walk-in';
      date: string;
      time: string;
      until: string;
      covers: number;
      table: string;
      area: string | null;
    }
  | { bookingReference: null; bookingStatus: typeof BOOKING_STATUS.slotTaken; message: string };

/** Booking status 9 in words for staff (the diner's wording speaks of a slot they chose). */
const NO_TABLE_MESSAGE = 'No table is free for this party then: the table asked for, or every one that seats them, is taken or blocked.';

/**
 * A phone booking or a walk-in, through the same ledger as the website's (the plan is made inside its lock, from the
 * holds read there), so the never-double-book rule covers both on either database and across instances. A walk-in
 * without a time is now, and sits down at once. A guest with an email address gets the confirmation and its manage
 * link, as an online diner does; a walk-in gets nothing.
 */
export async function takeStaffBooking(user: StaffUser, storeId: number, input: StaffBookingInput, now: Date): Promise<StaffBookingAnswer> {
  const { restaurant, config } = await restaurantRunBy(user, storeId);
  const clock = londonClock(now);
  const date = input.date ?? clock.date;
  const time = input.time ?? clockText(clock.minutes);
  const email = input.customer.email || null;
  const ledger = await bookingLedger();
  const window = holdWindow(date);

  const answer = await ledger.reserve<StaffBookingAnswer | (StaffBookingAnswer & { bookingId: number })>(
    storeId,
    { holdsFrom: window.from, holdsTo: window.to, idempotencyKey: null, now, diner: null },
    ({ holds }) => {
      const plan = planStaffBooking(
        config,
        { channel: input.source, date, time, adults: input.adults, children: input.children, occasionId: input.occasionId ?? null, table: input.table ?? null },
        now,
        holds,
      );
      if (plan.outcome === 'unbookable') throw new ServiceError('invalidConfig');
      if (plan.outcome === 'refused') throw new ValidationError({ [plan.field]: plan.message });
      if (plan.outcome === 'taken') return { answer: () => ({ bookingReference: null, bookingStatus: BOOKING_STATUS.slotTaken, message: NO_TABLE_MESSAGE }) };
      const { table, occasion, startsAt, endsAt } = plan;
      const walkIn = input.source === 'walk-in';
      const areaName = config.areas.find((area) => area.id === table.areaId)?.name ?? null;
      const insert: NewBooking = {
        reference: newBookingReference(),
        status: walkIn ? 'seated' : 'confirmed',
        kind: 'table',
        restaurantId: restaurant.id,
        storeId,
        occasionId: occasion.id,
        bookingDate: date,
        time,
        adults: input.adults,
        children: input.children,
        covers: input.adults + input.children,
        startsAt,
        endsAt,
        tableKey: table.key,
        tableLabel: table.label,
        areaName,
        menuName: null,
        upsells: null,
        customer: {
          firstName: input.customer.firstName,
          lastName: input.customer.lastName,
          email,
          phoneNumber: input.customer.phoneNumber || null,
          specialRequest: input.customer.specialRequest || null,
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
        cardCustomerId: null,
        manageToken: newManageToken(),
        idempotencyKey: null,
        holdUntil: null,
        source: null,
        dinerKey: email === null ? null : dinerKeyOf(email),
        channel: input.source,
        takenBy: user.id,
        seatedAt: walkIn ? now : null,
      };
      return {
        insert,
        answer: (stored) => ({
          bookingId: stored.id,
          reference: stored.reference,
          status: walkIn ? 'seated' : 'booked',
          source: input.source,
          date,
          time,
          until: clockText(londonClock(endsAt).minutes),
          covers: insert.covers,
          table: table.label,
          area: areaName,
        }),
      };
    },
  );
  if (!('bookingId' in answer)) return answer;
  const { bookingId, ...booked } = answer;
  // Once committed, as the website's bookings (place-booking.ts): a walk-in is at the table, and needs no email.
  if (email !== null && input.source === 'phone') sendBookingEmailSoon(bookingId);
  return booked;
}
