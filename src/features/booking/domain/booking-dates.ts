import { hasCandidateArrival } from '@/features/booking/domain/arrival-times';
import { MAX_TABLE_BOOKING_COVERS, refuse, type Refusal } from '@/features/booking/domain/refusals';
import type { BookingConfig, Occasion } from '@/features/booking/domain/types';
import { hoursOn, isClosedAllDay } from '@/features/restaurants/domain/opening-hours';
import { addDays, londonToday, weekdayOf } from '@/lib/london-time';
import { isoDatePattern } from '@/lib/weekdays';

/**
 * Whether `date` can be booked at all (code 17 when not): not in the past, not beyond the horizon, not a date closed
 * by a restriction and not a day the restaurant is closed. A date that is not yyyy-mm-dd is a malformed request.
 */
export const dateRefusal = (config: Pick<BookingConfig, 'schedule' | 'rules'>, date: string, now: Date): Refusal | null => {
  if (!isoDatePattern.test(date)) return refuse('validationFailed');
  const today = londonToday(now);
  if (date < today || date > addDays(today, config.rules.horizonDays)) return refuse('noRestrictions');
  if (config.rules.restrictions.some((r) => r.date === date && r.closed)) return refuse('noRestrictions');
  if (isClosedAllDay(hoursOn(config.schedule, date))) return refuse('noRestrictions');
  return null;
};

const runsOn = (occasion: Occasion, date: string): boolean =>
  (occasion.days.length === 0 || occasion.days.includes(weekdayOf(date))) &&
  (occasion.validFrom === null || occasion.validFrom <= date) &&
  (occasion.validUntil === null || date <= occasion.validUntil);

/**
 * Whether a diner can book `occasion` on a date that is itself bookable: the occasion runs that weekday and is valid
 * that date, no restriction switches it off, and at least one arrival is still ahead of now plus the lead time, so a
 * diner is never offered an occasion whose last slot has gone.
 */
const bookableOnBookableDate = (config: Pick<BookingConfig, 'schedule' | 'rules'>, occasion: Occasion, date: string, now: Date): boolean =>
  runsOn(occasion, date) &&
  !config.rules.restrictions.some((r) => r.date === date && r.occasionIds.includes(occasion.id)) &&
  hasCandidateArrival(config, occasion, date, now);

/** The occasions a diner can book on `date`, in the back-office's order (the first is step one's default). */
export const occasionsOn = (config: Pick<BookingConfig, 'schedule' | 'rules' | 'occasions'>, date: string, now: Date): Occasion[] =>
  dateRefusal(config, date, now) ? [] : config.occasions.filter((occasion) => bookableOnBookableDate(config, occasion, date, now));

/** Whether `occasion` is among `occasionsOn(config, date, now)`, without working out the others' arrival times. */
export const isBookableOn = (config: Pick<BookingConfig, 'schedule' | 'rules'>, occasion: Occasion, date: string, now: Date): boolean =>
  !dateRefusal(config, date, now) && bookableOnBookableDate(config, occasion, date, now);

type CoverLimits = { minCovers: number; maxCovers: number };

/**
 * The "restrictions" of step one: the party sizes the date's occasions accept together, never above the spec's
 * table-booking maximum. No occasions means no limits to show, so null (the caller answers code 18).
 */
export const coverLimits = (occasions: readonly Pick<Occasion, 'minimumCovers' | 'maximumCovers'>[]): CoverLimits | null => {
  if (occasions.length === 0) return null;
  const minCovers = Math.min(...occasions.map((o) => o.minimumCovers), MAX_TABLE_BOOKING_COVERS);
  const maxCovers = Math.min(Math.max(...occasions.map((o) => o.maximumCovers)), MAX_TABLE_BOOKING_COVERS);
  return { minCovers, maxCovers };
};
