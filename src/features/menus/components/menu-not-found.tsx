import Link from 'next/link';
import { menuIndexPath } from '../menu-paths';
import styles from './menu.module.css';

/** Spec section 8: an unknown menu is a 404 that says 'Menu not found.' */
export function MenuNotFound() {
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="menu-not-found">
      <p className={styles.notFoundStatus} aria-hidden="true">
        404
      </p>
      <h1 id="menu-not-found">Menu not found.</h1>
      <p>It may have been retired, or the address may be mistyped.</p>
      <p className={styles.notFoundActions}>
        <Link className="button button--primary" href={menuIndexPath}>
          See all our menus
        </Link>
        <Link className="button button--outline" href="/">
          Return to homepage
        </Link>
      </p>
    </section>
  );
}
