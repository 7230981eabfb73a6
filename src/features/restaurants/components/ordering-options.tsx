import type { Restaurant } from '@/payload-types';
import styles from './restaurant.module.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

export const hasOrderingOptions = (restaurant: Restaurant) =>
  Boolean(restaurant.takeawayUrl || (restaurant.clickCollect && restaurant.clickCollectUrl) || restaurant.deliveryLinks?.length);

/** Takeaway, click & collect and delivery: each opens the ordering service in a new tab. */
export function OrderingOptions({ restaurant }: { restaurant: Restaurant }) {
  return (
    <ul className={styles.ordering}>
      {restaurant.clickCollect && restaurant.clickCollectUrl && (
        <li>
          <a className="button button--primary" href={restaurant.clickCollectUrl} {...external}>
            Click &amp; collect{newTab}
          </a>
        </li>
      )}
      {restaurant.takeawayUrl && (
        <li>
          <a className="button button--outline" href={restaurant.takeawayUrl} {...external}>
            Order takeaway{newTab}
          </a>
        </li>
      )}
      {restaurant.deliveryLinks?.map((link) => (
        <li key={link.id ?? link.url}>
          <a className="button button--outline" href={link.url} {...external}>
            Delivery: {link.provider}
            {newTab}
          </a>
        </li>
      ))}
    </ul>
  );
}
