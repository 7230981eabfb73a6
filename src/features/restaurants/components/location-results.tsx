import Link from 'next/link';
import { telHref } from '@/lib/links';
import { formatMiles, shortAddress, type Location, type RankedLocation } from '../location-summary';
import styles from './finder.module.css';

/** The ranked search results: nearest first, each with its distance and what a diner does next. */
export function LocationResults({ locations }: { locations: RankedLocation[] }) {
  return (
    <ol className={styles.results}>
      {locations.map((location) => (
        <li key={location.storeId} className={styles.result}>
          <div className={styles.resultHeading}>
            <h3>
              <Link href={location.path}>{location.title}</Link>
            </h3>
            <span className={styles.distance}>{formatMiles(location.distance)}</span>
          </div>
          <p className={styles.resultAddress}>
            {location.cityName !== location.title && <span className={styles.resultCity}>{location.cityName} · </span>}
            {shortAddress(location)}
          </p>
          <LocationActions location={location} />
        </li>
      ))}
    </ol>
  );
}

/** What a diner does next with a listed restaurant: book, read its page, or call it. */
export function LocationActions({ location }: { location: Location }) {
  return (
    <p className={styles.resultActions}>
      {location.enableBookings && (
        <Link className="button button--primary" href={`${location.path}#booking`}>
          Book a table<span className="visually-hidden"> at {location.title}</span>
        </Link>
      )}
      <Link className="button button--outline" href={location.path}>
        Opening hours &amp; details<span className="visually-hidden"> for {location.title}</span>
      </Link>
      {location.phone && (
        <a className={styles.phone} href={telHref(location.phone)}>
          <span className="visually-hidden">Call {location.title} on </span>
          {location.phone}
        </a>
      )}
    </p>
  );
}
