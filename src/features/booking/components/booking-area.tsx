import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { BOOKING_BOT_CHECK_ACTION } from '@/features/booking/booking-bot-check';
import { CANNOT_BOOK_ONLINE_MESSAGE, type OnlineBooking } from '@/features/booking/domain/online-booking-rule';
import { journeyPathFor } from '@/features/booking/journey/journey-paths';
import type { JourneyState } from '@/features/booking/journey/journey-state';
import { restaurantJourney } from '@/features/booking/journey/restaurant-journey';
import { telHref } from '@/lib/links';
import type { BookingJourneyProps } from './journey/booking-journey.client';
import { DeferredBookingJourney } from './journey/deferred-booking-journey.client';
import styles from './booking-area.module.css';

type Restaurant = { storeId: number; title: string; phone?: string | null };

/** What diners read where a restaurant cannot be booked online (spec section 2), with why and how to reach it instead. */
export function CannotBookOnline({ restaurant, online }: { restaurant: Restaurant; online: Exclude<OnlineBooking, { bookable: true }> }) {
  return (
    <div className={styles.cannotBook} data-testid="cannot-book-online">
      <p>
        <strong>{CANNOT_BOOK_ONLINE_MESSAGE}</strong>
      </p>
      {online.message && online.message !== CANNOT_BOOK_ONLINE_MESSAGE && <p>{online.message}</p>}
      {restaurant.phone && (
        <p>
          <a className="button button--primary" href={telHref(restaurant.phone)}>
            Call {restaurant.phone}
          </a>
        </p>
      )}
    </div>
  );
}

type Props = {
  restaurant: Restaurant;
  online: OnlineBooking;
  /** The journey's state for this request (null when the restaurant cannot be booked). */
  journey: JourneyState | null;
  formAction: string;
  today: string;
  heading?: ReactNode;
  className?: string;
} & Pick<BookingJourneyProps, 'changeRestaurant' | 'loadOnMount'>;

/**
 * A page's booking area (#booking), the target of Book Now: the three steps, server-rendered so they work without
 * JavaScript and carried on in the browser, or the reason the restaurant cannot be booked online.
 */
export function BookingArea({ restaurant, online, journey, formAction, today, heading = 'Book a table', className, changeRestaurant, loadOnMount }: Props) {
  return (
    <section id="booking" className={className ?? styles.area} aria-labelledby="booking-heading" data-booking-area="">
      <h2 id="booking-heading">{heading}</h2>
      {online.bookable && journey ? (
        <DeferredBookingJourney
          initial={journey}
          restaurant={{ storeId: restaurant.storeId, title: restaurant.title, phone: restaurant.phone ?? null }}
          formAction={formAction}
          today={today}
          submission={randomUUID()}
          botCheck={botCheckClientConfig(BOOKING_BOT_CHECK_ACTION)}
          changeRestaurant={changeRestaurant}
          loadOnMount={loadOnMount}
        />
      ) : !online.bookable ? (
        <CannotBookOnline restaurant={restaurant} online={online} />
      ) : null}
    </section>
  );
}

/** A restaurant page's booking area: step one of its journey, or why it cannot be booked online. */
export async function RestaurantBookingArea({ restaurant }: { restaurant: Restaurant & { city: string; slug: string } }) {
  const booking = await restaurantJourney(restaurant.storeId);
  return <BookingArea restaurant={restaurant} formAction={journeyPathFor(restaurant)} {...booking} />;
}
