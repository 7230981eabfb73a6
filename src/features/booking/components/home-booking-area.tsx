import { randomUUID } from 'node:crypto';
import { groupByCity } from '@/features/restaurants/location';
import { findRestaurant } from '@/features/content/restaurants';
import { listedLocations } from '@/features/restaurants/locations';
import { onlineBookingByStore } from '@/features/booking/online-booking';
import { journeyParamsFrom, type JourneyParams } from '@/features/booking/journey/journey-params';
import { HOME_JOURNEY_PATH } from '@/features/booking/journey/journey-paths';
import { restaurantJourney } from '@/features/booking/journey/restaurant-journey';
import { CannotBookOnline } from './booking-area';
import { BookingJourney } from './journey/booking-journey.client';
import styles from './journey/journey.module.css';

const CHANGE_RESTAURANT = { href: `${HOME_JOURNEY_PATH}#booking` };

/** Step zero of the home booking area: which restaurant. A GET form, so it needs no script at all. */
async function LocationPicker() {
  const [locations, online] = await Promise.all([listedLocations(), onlineBookingByStore()]);
  return (
    <form className={styles.journey} method="get" action={`${HOME_JOURNEY_PATH}#booking`}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="home-booking-restaurant">Restaurant</label>
          <select id="home-booking-restaurant" className={styles.input} name="storeId" required defaultValue="">
            <option value="" disabled>
              Choose a restaurant
            </option>
            {groupByCity(locations).map((group) => (
              <optgroup key={group.city} label={group.cityName}>
                {group.locations.map((location) => {
                  const bookable = Boolean(online.get(location.storeId)?.bookable);
                  return (
                    <option key={location.storeId} value={location.storeId} disabled={!bookable}>
                      {location.title}
                      {bookable ? '' : ' (call to book)'}
                    </option>
                  );
                })}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.footer}>
        <span />
        <button type="submit" className="button button--primary">
          Continue
        </button>
      </div>
    </form>
  );
}

/**
 * The home page's booking area (`/#booking`, and `/book-now` with it open): choose a restaurant, then the same
 * three steps as a restaurant's own booking page, with a way back to the choice.
 */
export async function HomeBookingArea({ params = journeyParamsFrom({}), withDraft = false }: { params?: JourneyParams; withDraft?: boolean }) {
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
    <BookingJourney
      initial={journey}
      restaurant={{ storeId: restaurant.storeId, title: restaurant.title, phone: restaurant.phone ?? null }}
      formAction={HOME_JOURNEY_PATH}
      today={today}
      submission={randomUUID()}
      changeRestaurant={CHANGE_RESTAURANT}
    />
  );
}
