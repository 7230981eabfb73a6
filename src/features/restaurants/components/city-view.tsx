import Link from 'next/link';
import type { Restaurant } from '@/payload-types';
import { env } from '@/server/env';
import { scheduleOf } from '../domain/opening-hours';
import { shortAddress, toLocation } from '../location-summary';
import { cityPath, finderPath } from '../paths';
import { LocationsMap } from './locations-map.client';
import { inAlphabeticalOrder } from './map-types';
import { OpeningStatusNow } from './opening-hours';
import { LocationActions } from './location-results';
import styles from './finder.module.css';

/** /restaurants/{city}: the city's restaurants, each with its status now, on a list and a map. */
export function CityView({ city, cityName, restaurants, renderedAt }: { city: string; cityName: string; restaurants: Restaurant[]; renderedAt: Date }) {
  const locations = restaurants.map(toLocation);
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return (
    <div className={`container ${styles.finder}`}>
      <header className={styles.intro}>
        <h1>Marigold Grill in {cityName}</h1>
        <p>
          {restaurants.length === 1 ? 'Our restaurant' : `Our ${restaurants.length} restaurants`} in {cityName}: see{' '}
          <Link href={`${cityPath(city)}/menu`}>the menus in {cityName}</Link>. Looking somewhere else? <Link href={finderPath}>Find another restaurant</Link>.
        </p>
      </header>
      <div className={styles.layout}>
        <ul className={styles.results}>
          {restaurants.map((restaurant, index) => {
            const location = locations[index]!;
            return (
              <li key={restaurant.storeId} className={styles.result}>
                <h2 className={styles.cityRestaurantTitle}>
                  <Link href={location.path}>{restaurant.title}</Link>
                </h2>
                <OpeningStatusNow schedule={scheduleOf(restaurant)} now={renderedAt} />
                <p className={styles.resultAddress}>{shortAddress(location)}</p>
                <LocationActions location={location} />
              </li>
            );
          })}
        </ul>
        <LocationsMap
          className={styles.map}
          markers={inAlphabeticalOrder(
            locations.map((location) => ({
              id: location.storeId,
              lat: location.lat,
              lng: location.lng,
              title: location.title,
              path: location.path,
              detail: location.address.line1,
            })),
          )}
          tiles={{ url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION }}
          label={`Map of our restaurants in ${cityName}`}
        />
      </div>
    </div>
  );
}
