import styles from './journey.module.css';

/** The id that ties a field to its message (aria-describedby), so screen readers read the message with the field. */
export const errorId = (prefix: string, field: string) => `${prefix}-${field}-error`;

/** Attributes for a field that may carry a message. */
export const describedBy = (prefix: string, field: string, error: string | undefined, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? errorId(prefix, field) : null, hint ?? null].filter(Boolean).join(' ') || undefined,
});

export function FieldError({ prefix, field, error }: { prefix: string; field: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(prefix, field)} className={styles.error}>
      {error}
    </p>
  );
}

/** Spec section 5: mandatory fields carry an asterisk (read out as "required" by the field itself). */
export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    {' *'}
  </span>
);
