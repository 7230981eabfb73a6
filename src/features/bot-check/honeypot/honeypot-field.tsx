import { HONEYPOT_FIELD } from './honeypot';
import styles from './honeypot-field.module.css';

/**
 * The honeypot inside a server-rendered `<form>` (check it with `honeypotFilled`). People never meet it: it is moved
 * off screen (not `display: none`, which some scripts skip), out of the tab order, hidden from screen readers with its
 * label, and never autofilled. Renders without JavaScript; nothing in it runs in the browser.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
