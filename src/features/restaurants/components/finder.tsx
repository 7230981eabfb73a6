import Form from 'next/form';
import { env } from '@/server/env';
import { groupByCity, formatMiles, type Location } from '../location-summary';
import { listedLocations } from '../published-restaurants';
import { searchByPosition, searchByQuery, type LocationSearch } from '../location-search';
import { MAX_QUERY_LENGTH } from '../geo/resolve-origin';
import type { FinderRequest } from './finder-params';
import { GeolocateButton } from './geolocate-button.client';
import { LocationResults } from './location-results';
import { LocationsByCity } from './locations-by-city';
import { LocationsMap } from './locations-map.client';
import { inAlphabeticalOrder, type MapMarker } from './map-types';
import styles from './finder.module.css';

type Props = { action: string; request: FinderRequest };

const toMarker = (location: Location & { distance?: number }): MapMarker => ({
  id: location.storeId,
  lat: location.lat,
  lng: location.lng,
  title: location.title,
  path: location.path,
  detail: location.distance === undefined ? location.cityName : `${location.cityName} · ${formatMiles(location.distance)}`,
});

async function search(request: FinderRequest): Promise<LocationSearch | null> {
  if (request.kind === 'query') return searchByQuery(request.query.slice(0, MAX_QUERY_LENGTH));
  if (request.kind === 'position') return searchByPosition(request.lat, request.lng);
  return null;
}

const resultsSummary = ({ locations, origin }: LocationSearch) =>
  `${locations.length} ${locations.length === 1 ? 'restaurant' : 'restaurants'} nearest ${origin?.label ?? 'your search'}, closest first`;

/**
 * The restaurant finder (/restaurants and /find-us). The search is a plain GET form that the server answers, so it
 * works without JavaScript and its address can be shared; with JavaScript, next/form answers it without a reload.
 */
export async function Finder({ action, request }: Props) {
  const [result, everywhere] = await Promise.all([search(request), listedLocations()]);
  const found = result?.locations.length ? result : null;
  const cities = groupByCity(everywhere);
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  const markers = inAlphabeticalOrder((found?.locations ?? everywhere).map(toMarker));
  const origin = found?.origin
    ? { lat: found.origin.lat, lng: found.origin.lng, label: found.origin.kind === 'position' ? 'Your location' : found.origin.label }
    : undefined;

  return (
    <div className={`container ${styles.finder}`}>
      <header className={styles.intro}>
        <h1>Find a Marigold Grill</h1>
        <p>Search by postcode, town or restaurant name, or let us use your location.</p>
      </header>
      <search className={styles.searchBar}>
        <Form action={action} className={styles.form}>
          <label htmlFor="finder-query" className={styles.label}>
            Postcode, town or restaurant
          </label>
          <div className={styles.inputRow}>
            <input
              id="finder-query"
              name="q"
              type="search"
              className={styles.input}
              defaultValue={request.kind === 'query' ? request.query : ''}
              maxLength={MAX_QUERY_LENGTH}
              placeholder="e.g. CH65 9JJ"
              autoComplete="off"
              enterKeyHint="search"
              required
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </Form>
        <GeolocateButton action={action} />
      </search>

      <div className={`${styles.layout} ${styles.mapOnRequest}`}>
        <section id="results" className={styles.list} aria-labelledby="finder-list-heading" tabIndex={-1}>
          {found ? (
            <>
              <h2 id="finder-list-heading">Nearest to {found.origin?.kind === 'position' ? 'you' : found.origin?.label}</h2>
              <p role="status" className={styles.summary}>
                {resultsSummary(found)}.
              </p>
              <LocationResults locations={found.locations} />
            </>
          ) : (
            <>
              {result?.message && (
                <p role="status" className={styles.notice}>
                  {result.message}
                </p>
              )}
              <h2 id="finder-list-heading">All our restaurants</h2>
              <p className={styles.summary}>
                {everywhere.length} restaurants in {cities.length} towns and cities.
              </p>
              <LocationsByCity groups={cities} />
            </>
          )}
        </section>
        <LocationsMap
          className={styles.map}
          markers={markers}
          origin={origin}
          tiles={{ url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION }}
          label={found ? 'Map of the restaurants found' : 'Map of all our restaurants'}
          onRequestOnPhones
        />
      </div>
    </div>
  );
}
