import type { Restaurant } from '@/payload-types';
import { env } from '@/server/env';
import { telHref } from '@/lib/links';
import { LocationsMap } from './locations-map.client';
import styles from './restaurant.module.css';

/** Directions from wherever the diner is, in whichever maps app their device opens for this link. */
const directionsUrl = ({ lat, lng }: { lat: number; lng: number }) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** Address, phone and email, a map and a directions link. */
export function RestaurantContact({ restaurant }: { restaurant: Restaurant }) {
  const { address, phone, email } = restaurant;
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return (
    <>
      <address className={styles.address}>
        {address.line1}
        <br />
        {address.line2 && (
          <>
            {address.line2}
            <br />
          </>
        )}
        {address.town}
        <br />
        {address.postcode}
      </address>
      <ul className={styles.contactLinks}>
        {phone && (
          <li>
            <a href={telHref(phone)}>
              <span className={styles.contactLabel}>Call</span> {phone}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`}>
              <span className={styles.contactLabel}>Email</span> {email}
            </a>
          </li>
        )}
        <li>
          <a href={directionsUrl(restaurant)} target="_blank" rel="noopener noreferrer">
            <span className={styles.contactLabel}>Get directions</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <LocationsMap
        className={styles.map}
        markers={[
          {
            id: restaurant.storeId,
            lat: restaurant.lat,
            lng: restaurant.lng,
            title: restaurant.title,
            path: `#main`,
            detail: `${address.line1}, ${address.postcode}`,
          },
        ]}
        tiles={{ url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION }}
        label={`Map showing ${restaurant.title}`}
        singleZoom={15}
      />
    </>
  );
}
