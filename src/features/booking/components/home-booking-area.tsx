import { randomUUID } from 'node:crypto';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { BOOKING_BOT_CHECK_ACTION } from '@/features/booking/booking-bot-check';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import type { JourneyParams } from '@/features/booking/journey/journey-params';
import { HOME_JOURNEY_PATH } from '@/features/booking/journey/journey-paths';
import { restaurantJourney } from '@/features/booking/journey/restaurant-journey';
import { CannotBookOnline } from './booking-area';
import { LocationPicker } from './location-picker';
import { DeferredBookingJourney } from './journey/deferred-booking-journey.client';
import styles from './journey/journey.module.css';

const CHANGE_RESTAURANT = { href: `${HOME_JOURNEY_PATH}#booking` };

/**
 * The home page's booking area (`/#booking`, and `/book-now` with it open): choose a restaurant, then the same
 * three steps as a restaurant's own booking page, with a way back to the choice.
 */
export async function HomeBookingArea({ params, withDraft = false }: { params: JourneyParams; withDraft?: boolean }) {
  const restaurant = params.storeId === null ? null : await findRestaurant({ storeId: params.storeId });
  if (!restaurant || restaurant.hideRestaurantDetailPage) return <LocationPicker />;
  const { online, journey, today } = await restaurantJourney(restaurant.storeId, params, { withDraft });
  if (!online.bookable || !journey) {
    return (
      <div className={styles.journey}>
        <p className={styles.restaurantLine}>
          <strong>{restaurant.title}</strong>
          <a href={CHANGE_RESTAURANT.href}>Change restaurant</a>
        </p>
        {!online.bookable && <CannotBookOnline restaurant={restaurant} online={online} />}
      </div>
    );
  }
  return (
    <DeferredBookingJourney
      initial={journey}
      restaurant={{ storeId: restaurant.storeId, title: restaurant.title, phone: restaurant.phone ?? null }}
      formAction={HOME_JOURNEY_PATH}
      today={today}
      submission={randomUUID()}
      botCheck={botCheckClientConfig(BOOKING_BOT_CHECK_ACTION)}
      changeRestaurant={CHANGE_RESTAURANT}
    />
  );
}
