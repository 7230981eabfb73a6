'use client';

import { useBrowserValue } from '@/lib/use-browser-value';
import styles from './day-sheet.module.css';

/**
 * Prints the run sheet (the print styles leave the day alone on A4). Shown once scripts run: without them the
 * browser's own Print does the same, and a button that did nothing would mislead.
 */
export function PrintButton() {
  const scripts = useBrowserValue(() => true, false);
  if (!scripts) return null;
  return (
    <button type="button" className={styles.button} onClick={() => window.print()}>
      Print run sheet
    </button>
  );
}
