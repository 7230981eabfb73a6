'use client';

import { useId, useMemo, useState } from 'react';
import { CANNOT_BOOK_ONLINE_MESSAGE } from '@/features/booking/domain/online-booking-rule';
import type { BookingLocation } from '@/features/booking/online-booking-by-store';
import { distanceInMiles, type LatLng } from '@/lib/geo';
import { telHref } from '@/lib/links';
import styles from './booking-modal.module.css';

const CENTER_PARCS = 'center-parcs';
const LOCATION_REFUSED = 'To find restaurants near you, please enable location services.';
const LOCATION_UNAVAILABLE = 'We could not find your location just now. Please type a town or postcode instead.';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Spec section 2: the city shows with the title where a city has several restaurants, or is Center Parcs. */
function locationLabels(locations: readonly BookingLocation[]): Map<number, string> {
  const perCity = new Map<string, number>();
  for (const location of locations) perCity.set(location.city, (perCity.get(location.city) ?? 0) + 1);
  return new Map(
    locations.map((location) => [
      location.storeId,
      (perCity.get(location.city) ?? 0) > 1 || location.city === CENTER_PARCS ? `${location.cityName} – ${location.title}` : location.title,
    ]),
  );
}

/**
 * The booking modal's location list (spec section 2): every restaurant with a public page in a three-column grid,
 * a box that filters as the diner types, and "Near me", which orders the list by distance. A restaurant that cannot be
 * booked online says so and gives its phone number instead of a button.
 */
export function LocationList({ locations, onChoose }: { locations: BookingLocation[]; onChoose: (location: BookingLocation) => void }) {
  const [filter, setFilter] = useState('');
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const labels = useMemo(() => locationLabels(locations), [locations]);

  const shown = useMemo(() => {
    const wanted = normalise(filter);
    const matching = locations.filter(
      (location) => !wanted || [labels.get(location.storeId), location.town, location.postcode].some((text) => normalise(text ?? '').includes(wanted)),
    );
    const withDistance = matching.map((location) => ({ location, miles: origin ? Math.round(distanceInMiles(origin, location) * 10) / 10 : null }));
    return origin ? withDistance.sort((a, b) => a.miles! - b.miles!) : withDistance;
  }, [filter, origin, locations, labels]);

  const nearMe = () => {
    if (locating) return;
    if (!('geolocation' in navigator)) return setProblem(LOCATION_UNAVAILABLE);
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setOrigin({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? LOCATION_REFUSED : LOCATION_UNAVAILABLE);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <div>
      <div className={styles.search}>
        <div className={styles.searchField}>
          <label htmlFor={`${id}-filter`}>Find a restaurant</label>
          <input
            id={`${id}-filter`}
            className={styles.input}
            type="search"
            autoComplete="off"
            placeholder="Town, postcode or name"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-describedby={`${id}-count`}
            autoFocus
          />
        </div>
        <button type="button" className="button button--outline" onClick={nearMe} aria-busy={locating} aria-disabled={locating || undefined}>
          {locating ? 'Finding you…' : 'Near me'}
        </button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <p id={`${id}-count`} className={styles.count} role="status">
        {shown.length === 0
          ? 'No restaurants match. Try a town or postcode.'
          : `${shown.length} ${shown.length === 1 ? 'restaurant' : 'restaurants'}${origin ? ', nearest first' : ''}`}
      </p>
      <ul className={styles.grid} aria-label="Restaurants">
        {shown.map(({ location, miles }) => (
          <li key={location.storeId}>
            {location.online.bookable ? (
              <button type="button" className={styles.location} onClick={() => onChoose(location)}>
                <strong>{labels.get(location.storeId)}</strong>
                {miles !== null && <small>{miles} miles away</small>}
              </button>
            ) : (
              <div className={styles.location} data-bookable="false">
                <strong>{labels.get(location.storeId)}</strong>
                {miles !== null && <small>{miles} miles away</small>}
                <small>{CANNOT_BOOK_ONLINE_MESSAGE}</small>
                {location.phone && <a href={telHref(location.phone)}>Call {location.phone}</a>}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
