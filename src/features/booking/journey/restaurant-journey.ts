import 'server-only';
import { londonToday } from '@/lib/london-time';
import type { OnlineBooking } from '../domain/online-booking-rule';
import { onlineBookingFor } from '../online-booking-by-store';
import { readDraft } from './booking-draft';
import { journeyParamsFrom, type JourneyParams } from './journey-params';
import { loadJourney } from './journey-loader';
import type { JourneyState } from './journey-state';

type RestaurantJourney = { online: OnlineBooking; journey: JourneyState | null; today: string };

const UNKNOWN: OnlineBooking = { bookable: false, code: 3, message: '' };

/**
 * What a page's booking area needs for one restaurant: the one rule's answer and, when it can be booked, the journey
 * at the step the address asks for. `withDraft` reads the last failed submission (pages that are never cached only).
 */
export async function restaurantJourney(
  storeId: number,
  params: JourneyParams = journeyParamsFrom({}),
  { withDraft = false } = {},
  now = new Date(),
): Promise<RestaurantJourney> {
  const online = (await onlineBookingFor(storeId)) ?? UNKNOWN;
  const today = londonToday(now);
  if (!online.bookable) return { online, journey: null, today };
  const draft = withDraft ? await readDraft(storeId) : null;
  return { online, journey: await loadJourney(storeId, params, draft, now), today };
}
