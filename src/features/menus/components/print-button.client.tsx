'use client';

import styles from './menu.module.css';

/** Prints the page; the print stylesheet keeps only the allergen table and its advice. */
export function PrintButton() {
  return (
    <button type="button" className={`button button--outline ${styles.print}`} onClick={() => window.print()}>
      Print this guide
    </button>
  );
}
