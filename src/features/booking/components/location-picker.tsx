import { onlineBookingByStore } from '@/features/booking/online-booking-by-store';
import { HOME_JOURNEY_PATH } from '@/features/booking/journey/journey-paths';
import { groupByCity } from '@/features/restaurants/location-summary';
import { listedLocations } from '@/features/restaurants/published-restaurants';
import styles from './journey/journey.module.css';

/** Step zero of the home booking area: which restaurant. A GET form, so it needs no script at all. */
export async function LocationPicker() {
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
