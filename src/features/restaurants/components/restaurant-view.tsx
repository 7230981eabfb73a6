import Link from 'next/link';
import type { ReactNode } from 'react';
import { RichText } from '@payloadcms/richtext-lexical/react';
import type { Restaurant } from '@/payload-types';
import { isSocialTile, Tiles } from '@/components/ui/tiles';
import { TileCarousel } from '@/components/ui/tile-carousel';
import { scheduleOf } from '../domain/opening-hours';
import { cityPath, finderPath, restaurantPath } from '../paths';
import { jsonLdScript } from '@/lib/json-ld';
import { OpeningHours, OpeningStatusNow } from './opening-hours';
import { hasOrderingOptions, OrderingOptions } from './ordering-options';
import { AmenitiesList, AwardsList, MediaIcons } from './restaurant-extras';
import { RestaurantContact } from './restaurant-contact';
import { telHref } from '@/lib/links';
import styles from './restaurant.module.css';

/**
 * `booking` is the page's booking area (#booking), which the booking feature renders; `social` the strip of social
 * posts, shown where the content places a social tile.
 */
type Props = { restaurant: Restaurant; jsonLd: unknown; renderedAt: Date; booking: ReactNode; social: ReactNode };

/** A restaurant's page: spec section 1 (about, hours, amenities, contact, awards, media icons, ordering) and the booking area. */
export function RestaurantView({ restaurant, jsonLd, renderedAt, booking, social }: Props) {
  const schedule = scheduleOf(restaurant);
  // A social tile among the hero tiles is no slide: it holds the social strip, further down the page.
  const heroTiles = (restaurant.heroTiles ?? []).filter((tile) => !isSocialTile(tile));
  const socialTiles = (restaurant.heroTiles ?? []).filter(isSocialTile);
  return (
    <article className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <header className={`container ${styles.header}`}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={finderPath}>Restaurants</Link>
            </li>
            <li>
              <Link href={cityPath(restaurant.city)}>{restaurant.cityName}</Link>
            </li>
            <li aria-current="page">{restaurant.title}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>
          {restaurant.title}
          {restaurant.cityName !== restaurant.title && <span className={styles.titleCity}>{restaurant.cityName}</span>}
        </h1>
        <OpeningStatusNow schedule={schedule} now={renderedAt} />
        <p className={styles.quickActions}>
          <a className="button button--primary" href="#booking">
            Book a table
          </a>
          {restaurant.phone && (
            <a className="button button--outline" href={telHref(restaurant.phone)}>
              Call {restaurant.phone}
            </a>
          )}
          <Link className="button button--outline" href={`${restaurantPath(restaurant)}/menu`}>
            Menus
          </Link>
          <a className="button button--outline" href="#find-us">
            Find us
          </a>
        </p>
      </header>

      {heroTiles.length > 1 ? (
        <TileCarousel tiles={heroTiles} label={`${restaurant.title} highlights`} />
      ) : (
        heroTiles.length === 1 && <Tiles tiles={heroTiles} firstIsTitle={false} />
      )}

      <div className={`container ${styles.columns}`}>
        <div className={styles.main}>
          {restaurant.about && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading">About {restaurant.title}</h2>
              <RichText data={restaurant.about} className={styles.about} />
            </section>
          )}
          {hasOrderingOptions(restaurant) && (
            <section aria-labelledby="ordering-heading">
              <h2 id="ordering-heading">Order to enjoy at home</h2>
              <OrderingOptions restaurant={restaurant} />
            </section>
          )}
          {restaurant.amenities?.length ? (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading">At this restaurant</h2>
              <AmenitiesList amenities={restaurant.amenities} />
            </section>
          ) : null}
          {restaurant.awards?.length ? (
            <section aria-labelledby="awards-heading">
              <h2 id="awards-heading">Awards</h2>
              <AwardsList awards={restaurant.awards} />
            </section>
          ) : null}
          {restaurant.mediaIcons?.length ? (
            <section aria-labelledby="media-heading">
              <h2 id="media-heading">As seen in</h2>
              <MediaIcons icons={restaurant.mediaIcons} />
            </section>
          ) : null}
        </div>
        <aside className={styles.side} aria-label="Opening hours and how to find us">
          <section className={styles.card} aria-labelledby="hours-heading">
            <h2 id="hours-heading">Opening hours</h2>
            <OpeningHours schedule={schedule} clickCollect={Boolean(restaurant.clickCollect)} now={renderedAt} />
          </section>
          <section id="find-us" className={styles.card} aria-labelledby="find-us-heading">
            <h2 id="find-us-heading">Find us</h2>
            <RestaurantContact restaurant={restaurant} />
          </section>
        </aside>
      </div>

      {socialTiles.length > 0 && <Tiles tiles={socialTiles} firstIsTitle={false} social={social} />}

      <div className="container">{booking}</div>
    </article>
  );
}
