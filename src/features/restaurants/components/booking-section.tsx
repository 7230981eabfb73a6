import type { Restaurant } from '@/payload-types';
import { telHref } from '@/lib/links';
import styles from './restaurant.module.css';

/** Spec section 2, Book Now behaviour: what diners read where online booking is not offered. */
export const CANNOT_BOOK_ONLINE_MESSAGE = 'This restaurant cannot be booked online, please contact the restaurant directly.';

/** The page's booking area, the target of every "Book Now" link to this restaurant (#booking). */
export function BookingSection({ restaurant }: { restaurant: Restaurant }) {
  return (
    <section id="booking" className={styles.booking} aria-labelledby="booking-heading">
      <h2 id="booking-heading">Book a table</h2>
      {restaurant.enableBookings ? (
        <p>Give the team at {restaurant.title} a call and they will find you a table, whether it is lunch for two or a birthday for twenty.</p>
      ) : (
        <p>{CANNOT_BOOK_ONLINE_MESSAGE}</p>
      )}
      {restaurant.phone && (
        <a className="button button--primary" href={telHref(restaurant.phone)}>
          Call {restaurant.phone}
        </a>
      )}
    </section>
  );
}
