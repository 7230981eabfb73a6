import type { ReactNode } from 'react';
import styles from './journey.module.css';

type Props = { busy: boolean; busyText: string; disabled?: boolean; name?: string; value?: string; back?: ReactNode; children: ReactNode };

/**
 * A step's footer: the way back and the main button. While the journey waits for the server the button says so and
 * is aria-disabled rather than disabled, so it keeps focus and a screen reader hears the change.
 */
export function StepFooter({ busy, busyText, disabled = false, name, value, back, children }: Props) {
  return (
    <div className={styles.footer}>
      {back ?? <span />}
      <span className={styles.busy} role="status">
        {busy && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {busyText}
          </>
        )}
      </span>
      <button
        type="submit"
        className="button button--primary"
        name={name}
        value={value}
        aria-disabled={busy || disabled || undefined}
        data-testid="journey-continue"
      >
        {children}
      </button>
    </div>
  );
}
