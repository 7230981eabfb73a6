'use client';

import Form from 'next/form';
import { useRouter } from 'next/navigation';
import styles from './menu.module.css';

type Props = { menus: { slug: string; name: string }[]; current: string; base: string };

/**
 * RESTAURANT_MENU_DROPDOWN (spec section 9): choose another of this restaurant's menus. A GET form to the menu index,
 * which forwards ?menu= to the menu's page, so it also works without JavaScript; with it, choosing navigates at once.
 */
export function MenuSwitcher({ menus, current, base }: Props) {
  const router = useRouter();
  return (
    <Form action={base} className={styles.switcher}>
      <label htmlFor="menu-switcher">Menu</label>
      <select id="menu-switcher" name="menu" defaultValue={current} onChange={(event) => router.push(`${base}/${event.target.value}`)}>
        {menus.map((menu) => (
          <option key={menu.slug} value={menu.slug}>
            {menu.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </noscript>
    </Form>
  );
}
