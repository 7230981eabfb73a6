import { candidateArrivals } from '@/features/booking/domain/arrival-times';
import { dateRefusal, isBookableOn } from '@/features/booking/domain/booking-dates';
import { applyLinkGroup } from '@/features/booking/domain/link-groups';
import { refuse, restaurantRefusal, type Refusal } from '@/features/booking/domain/refusals';
import { canEnquire, coversOf, departureFor, partyFits, requirements } from '@/features/booking/domain/slot-availability';
import { pacingAllows } from '@/features/booking/domain/pacing';
import { assignTable, tablesFor, type AssignableTable } from '@/features/booking/domain/table-assignment';
import type { BookingConfig, BookingType, TableHold } from '@/features/booking/domain/types';
import type { BookingRequest } from '@/features/booking/schema';

/** What the plan reads of a booking request (the time is one of the offered slots), and the kind of booking asked for. */
export type PlanRequest = Pick<BookingRequest, 'occasionId' | 'adults' | 'children' | 'bookingDate' | 'time' | 'menuId' | 'areaId'> & { kind: BookingType };

export type BookingPlan =
  | { outcome: 'book'; table: AssignableTable; startsAt: Date; endsAt: Date; cardGuaranteeRequired: boolean }
  | { outcome: 'enquire'; startsAt: Date; endsAt: Date }
  | { outcome: 'refused'; refusal: Refusal }
  | { outcome: 'taken' };

const refused = (refusal: Refusal): BookingPlan => ({ outcome: 'refused', refusal });

/**
 * What to do with a booking request, decided again on the server from the same rules that offered the slot (never
 * trusting what the browser says was offered). The checks run from the widest to the narrowest, so the diner hears
 * the most useful reason: the restaurant, the date, the occasion, the party, the menu, the area, the time. 'taken'
 * means everything was valid but the last fitting table went meanwhile: the caller answers booking status 9. The
 * caller runs this inside the transaction that then writes the hold, with the holds it read there.
 */
export const planBooking = (config: BookingConfig, request: PlanRequest, now: Date, holds: readonly TableHold[]): BookingPlan => {
  const restaurant = restaurantRefusal(config);
  if (restaurant) return refused(restaurant);
  const date = dateRefusal(config, request.bookingDate, now);
  if (date) return refused(date);

  // The one occasion asked for: working out every occasion's arrival times to find it was a tenth of a create's time.
  const occasion = config.occasions.find((o) => o.id === request.occasionId);
  if (!occasion || !isBookableOn(config, occasion, request.bookingDate, now)) return refused(refuse('noAvailableOccasion'));
  const party = { adults: request.adults, children: request.children };
  if (!partyFits(occasion, party)) return refused(refuse('validationFailed'));
  const covers = coversOf(party);

  if (request.menuId !== null && !applyLinkGroup(config.menus, occasion.menuLinkGroup).some((menu) => menu.id === request.menuId)) {
    return refused(refuse('partnerMenuNotFound'));
  }
  if (request.areaId !== null && !applyLinkGroup(config.areas, occasion.areaLinkGroup).some((area) => area.id === request.areaId)) {
    return refused(refuse('validationFailed'));
  }

  // Never offered, or offered but the lead time has run out since.
  const arrival = candidateArrivals(config, occasion, request.bookingDate, now).find((a) => a.time === request.time);
  if (!arrival) return refused(refuse('noFreeSlot'));
  const { startsAt } = arrival;
  const endsAt = departureFor(config, covers)(startsAt);

  if (request.kind === 'enquiry') {
    return canEnquire(config, occasion, covers) ? { outcome: 'enquire', startsAt, endsAt } : refused(refuse('validationFailed'));
  }
  // An enquiry occasion has no tables to give: booking it as a table or an event is a malformed request.
  if (occasion.bookingType === 'enquiry') return refused(refuse('validationFailed'));

  const table = assignTable(tablesFor(config, occasion, request.areaId), covers, holds, startsAt, endsAt);
  if (!table || !pacingAllows(config.rules, holds, startsAt, covers)) return { outcome: 'taken' };
  return { outcome: 'book', table, startsAt, endsAt, cardGuaranteeRequired: requirements(config, occasion, covers).isCardGuaranteeRequired };
};
