import type { ReactNode } from 'react';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/form-parts';
import styles from './enquiry-form.module.css';

/** Ids and ARIA of one field in a form whose fields are named `{prefix}-{name}`, so its hint and error are read with it. */
export const fieldAttributes = (prefix: string, name: string, error: string | undefined, hasHint = false) => ({
  id: `${prefix}-${name}`,
  className: styles.input,
  ...describedBy(prefix, name, error, hasHint ? `${prefix}-${name}-hint` : undefined),
});

type FieldProps = { prefix: string; name: string; label: string; required?: boolean; hint?: string; error?: string; wide?: boolean; children: ReactNode };

/** A labelled field: the label (with the spec's asterisk when required), the control, its hint and its error. */
export function Field({ prefix, name, label, required = false, hint, error, wide = false, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={`${prefix}-${name}`}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${prefix}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError formId={prefix} field={name} error={error} />
    </div>
  );
}

type OptInsProps = { children: ReactNode };

/** The email and SMS opt-ins: separate, optional, never ticked in advance. */
export function OptIns({ children }: OptInsProps) {
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`}>
      <legend className={styles.legend}>Keep in touch (optional)</legend>
      <div className={styles.checks}>{children}</div>
    </fieldset>
  );
}

export const checkClass = styles.check;

type OutcomeProps = { sent: boolean; sentText: string; error: string | null; focusRef: (element: HTMLDivElement | null) => void };

/**
 * Where the form says how it went: thanks once sent (the fields are cleared), or the contact error (spec section 4)
 * with what was typed kept. A live region, and focused, so keyboard and screen-reader users land on it.
 */
export function FormOutcome({ sent, sentText, error, focusRef }: OutcomeProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.outcome}>
      <div role="status" aria-live="polite">
        {sent && (
          <p className={styles.thanks} data-testid="enquiry-thanks">
            {sentText}
          </p>
        )}
      </div>
      <div role="alert">
        {error && (
          <p className={styles.contactError} data-testid="enquiry-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The send button. It works from the first paint: a tap before the scripts have started waits for them
 * (src/components/layout/early-taps.ts), and the spam check holds the form until its proof is ready. Without scripts
 * the form posts to its server action, past the honeypot and a stricter limit (decision 0057).
 */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <div className={styles.footer}>
      <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : children}
      </button>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
    </div>
  );
}
