import Link from 'next/link';
import type { MenuView } from '../menu-view';
import { menuPath } from '../menu-paths';
import styles from './menu.module.css';

const dishCount = (menu: MenuView) => menu.sections.reduce((count, section) => count + section.items.length, 0);

/** The list of menus (spec: /menu, /our-menu and each restaurant's menu page). */
export function MenuIndex({ menus, base, heading, intro }: { menus: MenuView[]; base: string; heading: string; intro: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.lead}>{intro}</p>
      </header>
      <ul className={styles.menuCards}>
        {menus.map((menu) => (
          <li key={menu.slug} className={styles.menuCard}>
            <h2>
              <Link href={menuPath(base, menu.slug)}>{menu.name}</Link>
            </h2>
            {menu.description && <p>{menu.description}</p>}
            <p className={styles.cardFacts}>
              {dishCount(menu)} dishes ·{' '}
              <Link href={`${menuPath(base, menu.slug)}?view=allergens`}>
                Allergen guide<span className="visually-hidden"> for the {menu.name}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
