import Link from 'next/link';
import type { CityGroup } from '../location-summary';
import { cityPath } from '../paths';
import styles from './finder.module.css';

/**
 * Every restaurant by city. Wide screens get the whole list in columns; phones get an accordion, one city per
 * <details>, which opens and closes without JavaScript. Only one of the two is displayed at a time.
 */
export function LocationsByCity({ groups }: { groups: CityGroup[] }) {
  return (
    <>
      <div className={styles.cityColumns}>
        {groups.map((group) => (
          <section key={group.city} className={styles.cityGroup} aria-labelledby={`city-${group.city}`}>
            <h3 id={`city-${group.city}`}>
              <Link href={cityPath(group.city)}>{group.cityName}</Link>
            </h3>
            <LocationLinks group={group} />
          </section>
        ))}
      </div>
      <div className={styles.cityAccordion}>
        {groups.map((group) => (
          <details key={group.city} className={styles.cityDetails}>
            <summary>
              <span>{group.cityName}</span>
              <span className={styles.count}>
                {group.locations.length} {group.locations.length === 1 ? 'restaurant' : 'restaurants'}
              </span>
            </summary>
            <LocationLinks group={group} />
          </details>
        ))}
      </div>
    </>
  );
}

function LocationLinks({ group }: { group: CityGroup }) {
  return (
    <ul className={styles.cityLocations}>
      {group.locations.map((location) => (
        <li key={location.storeId}>
          <Link href={location.path}>{location.title}</Link>
        </li>
      ))}
    </ul>
  );
}
