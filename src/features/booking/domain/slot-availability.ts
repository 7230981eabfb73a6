import { candidateArrivals } from '@/features/booking/domain/arrival-times';
import { occasionsOn } from '@/features/booking/domain/booking-dates';
import { diningMinutes } from '@/features/booking/domain/dining-duration';
import { MAX_TABLE_BOOKING_COVERS, restaurantRefusal } from '@/features/booking/domain/refusals';
import { pacingAllows } from '@/features/booking/domain/pacing';
import { assignTable, tablesFor } from '@/features/booking/domain/table-assignment';
import type { BookingConfig, Occasion, PartySize, SlotTime, TableHold } from '@/features/booking/domain/types';

const MINUTE_MS = 60_000;

export const coversOf = (party: PartySize): number => party.adults + party.children;

/** A party the occasion accepts: at least one adult, whole numbers, within the occasion's range and the spec's maximum. */
export const partyFits = (occasion: Pick<Occasion, 'minimumCovers' | 'maximumCovers'>, party: PartySize): boolean => {
  const covers = coversOf(party);
  return (
    Number.isInteger(party.adults) &&
    Number.isInteger(party.children) &&
    party.adults >= 1 &&
    party.children >= 0 &&
    covers >= occasion.minimumCovers &&
    covers <= occasion.maximumCovers &&
    covers <= MAX_TABLE_BOOKING_COVERS
  );
};

/** When no table can be given, whether the diner may still ask: always for an enquiry occasion, else from the configured party size. */
export const canEnquire = (config: Pick<BookingConfig, 'rules'>, occasion: Pick<Occasion, 'bookingType'>, covers: number): boolean =>
  occasion.bookingType === 'enquiry' || (config.rules.enquiryFromCovers !== null && covers >= config.rules.enquiryFromCovers);

/**
 * A party's departure from its arrival: plus the dining duration in real minutes, so a meal across a clock change
 * lasts as long as any other. Worked out once per party size: a slot search asks it of every arrival time.
 */
export const departureFor = (config: Pick<BookingConfig, 'rules'>, covers: number): ((startsAt: Date) => Date) => {
  const stayMs = diningMinutes(config.rules, covers) * MINUTE_MS;
  return (startsAt) => new Date(startsAt.getTime() + stayMs);
};

type SlotQuery = { occasion: Occasion; party: PartySize; date: string; areaId: number | null; now: Date; holds: readonly TableHold[] };

/**
 * Step two's slots. An enquiry occasion offers every arrival as an enquiry (no table is held for it). Otherwise an
 * arrival with a free table for the whole meal, inside the restaurant's pacing, is bookable; without one it is offered as an enquiry when the party
 * may enquire, and left out when not. A party the occasion does not accept gets no slots.
 * The caller has already checked the restaurant and the date (`restaurantRefusal`, `dateRefusal`, `occasionsOn`).
 */
export const slotTimes = (config: BookingConfig, query: SlotQuery): SlotTime[] => {
  const { occasion, party, date, areaId, now, holds } = query;
  if (!partyFits(occasion, party)) return [];
  const covers = coversOf(party);
  const arrivals = candidateArrivals(config, occasion, date, now);
  if (occasion.bookingType === 'enquiry') return arrivals.map(({ time }) => ({ time, canEnquire: true }));
  const tables = tablesFor(config, occasion, areaId);
  const enquire = canEnquire(config, occasion, covers);
  const departure = departureFor(config, covers);
  const slots: SlotTime[] = [];
  for (const { time, startsAt } of arrivals) {
    if (assignTable(tables, covers, holds, startsAt, departure(startsAt)) && pacingAllows(config.rules, holds, startsAt, covers))
      slots.push({ time, canEnquire: false });
    else if (enquire) slots.push({ time, canEnquire: true });
  }
  return slots;
};

type BookingRequirements = { isPlaceAsEnquiryEnabled: boolean; isCardGuaranteeRequired: boolean };

/** The requirements response of spec section 4. */
export const requirements = (
  config: Pick<BookingConfig, 'rules'>,
  occasion: Pick<Occasion, 'bookingType' | 'requiresCardGuarantee'>,
  covers: number,
): BookingRequirements => {
  const { cardGuaranteeFromCovers } = config.rules;
  return {
    isPlaceAsEnquiryEnabled: canEnquire(config, occasion, covers),
    isCardGuaranteeRequired: occasion.requiresCardGuarantee || (cardGuaranteeFromCovers !== null && covers >= cardGuaranteeFromCovers),
  };
};

type AvailabilityQuery = { party: PartySize; date: string; now: Date; holds: readonly TableHold[] };

/**
 * The bookable times of one restaurant for the multi-restaurant availability search: every time with a free table
 * under some plain table occasion running that date that accepts the party, sorted and without repeats. Enquiries
 * and events are not "availability", and a restaurant that takes no bookings has none.
 */
export const availableTimes = (config: BookingConfig, query: AvailabilityQuery): string[] => {
  if (restaurantRefusal(config)) return [];
  const times = new Set<string>();
  for (const occasion of occasionsOn(config, query.date, query.now)) {
    if (occasion.bookingType !== 'table' || !partyFits(occasion, query.party)) continue;
    for (const slot of slotTimes(config, { ...query, occasion, areaId: null })) if (!slot.canEnquire) times.add(slot.time);
  }
  return [...times].sort();
};
