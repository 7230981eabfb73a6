import type { MouseEvent } from 'react';
import { stepHref } from '@/features/booking/journey/journey-params';
import type { JourneyState } from '@/features/booking/journey/journey-state';
import { shortDateLabel } from '@/lib/date-labels';
import styles from './journey.module.css';

export type AlternativeHandlers = {
  /** Another time or day at this restaurant: stays in the journey. */
  alternativeChosen: (date: string, time: string) => void;
  /** Another restaurant: the modal switches to it; a page follows the link. */
  restaurantChosen?: (storeId: number, time: string) => void;
};

const miles = (distance: number) => `${distance} ${distance === 1 ? 'mile' : 'miles'}`;

/**
 * Alternatives instead of a dead end: the nearest free times that day, the nearest on the next days and the nearest
 * restaurants with space. Each is a link to that step (so it works without JavaScript) that the journey follows in place.
 */
export function AlternativesList({ state, formAction, on }: { state: JourneyState; formAction: string; on: AlternativeHandlers }) {
  const { alternatives } = state;
  if (!alternatives) return null;
  const { sameDay, otherDays, otherRestaurants } = alternatives;
  const here = (date: string, time: string) => ({
    href: stepHref(formAction, { ...state, date }, 2, { time }),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      on.alternativeChosen(date, time);
    },
  });
  if (sameDay.length + otherDays.length + otherRestaurants.length === 0) {
    return (
      <section className={styles.alternatives} aria-label="Other times and restaurants">
        <p>We could not find another free time nearby in the next week. Please try another date, or call the restaurant.</p>
      </section>
    );
  }
  return (
    <section className={styles.alternatives} aria-labelledby={`alternatives-${state.storeId}`} data-testid="alternatives">
      <h4 id={`alternatives-${state.storeId}`} className="visually-hidden">
        Other times and restaurants
      </h4>
      {sameDay.length > 0 && (
        <div>
          <h4>Nearest free times on {shortDateLabel(state.date)}</h4>
          <ul className={styles.altList}>
            {sameDay.map((time) => (
              <li key={time}>
                <a className={styles.altLink} {...here(state.date, time)}>
                  {time}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {otherDays.length > 0 && (
        <div>
          <h4>On the next days</h4>
          <ul className={styles.altList}>
            {otherDays.map(({ date, time }) => (
              <li key={date}>
                <a className={styles.altLink} {...here(date, time)}>
                  {shortDateLabel(date)} <small>{time}</small>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {otherRestaurants.length > 0 && (
        <div>
          <h4>Nearby restaurants with space on {shortDateLabel(state.date)}</h4>
          <ul className={styles.altList}>
            {otherRestaurants.map((restaurant) => (
              <li key={restaurant.storeId}>
                <a
                  className={styles.altLink}
                  href={stepHref(restaurant.path, { ...state, storeId: restaurant.storeId, menuId: null, areaId: null }, 2, { time: restaurant.time })}
                  onClick={
                    on.restaurantChosen
                      ? (event) => {
                          event.preventDefault();
                          on.restaurantChosen!(restaurant.storeId, restaurant.time);
                        }
                      : undefined
                  }
                >
                  {restaurant.title} at {restaurant.time} <small>{miles(restaurant.miles)} away</small>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
