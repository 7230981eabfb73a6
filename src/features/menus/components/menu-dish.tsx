import { allergenLabel } from '../allergens';
import { formatPrice, type DietaryTagView, type MenuItemView } from '../menu-view';
import styles from './menu.module.css';

const list = (keys: readonly string[]) => keys.map(allergenLabel).join(', ');

/** One dish: name, price, description, dietary badges, calories per portion and its allergens in words. */
export function MenuDish({ item, tags }: { item: MenuItemView; tags: Map<string, DietaryTagView> }) {
  return (
    <li className={styles.dish}>
      <div className={styles.dishHeading}>
        <h3 className={styles.dishName}>{item.name}</h3>
        <span className={styles.price}>{formatPrice(item.price)}</span>
      </div>
      {item.description && <p className={styles.description}>{item.description}</p>}
      <p className={styles.facts}>
        {item.dietaryTags.map((slug) => {
          const tag = tags.get(slug);
          return tag ? (
            <span key={slug} className={styles.badge} title={tag.name}>
              <span aria-hidden="true">{tag.code}</span>
              <span className="visually-hidden">{tag.name}</span>
            </span>
          ) : null;
        })}
        <span className={styles.kcal}>
          {item.kcal} kcal <span className={styles.portion}>· {item.portion}</span>
        </span>
      </p>
      <p className={styles.allergens}>
        {item.contains.length ? <>Contains: {list(item.contains)}.</> : <>No allergens in the recipe.</>}
        {item.mayContain.length > 0 && <> May contain: {list(item.mayContain)}.</>}
      </p>
    </li>
  );
}
