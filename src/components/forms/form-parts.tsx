import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** The id that ties a field to its message (aria-describedby), so screen readers read the message with the field. */
const fieldErrorId = (formId: string, field: string) => `${formId}-${field.replace(/\./g, '-')}-error`;
export const fieldId = (formId: string, field: string) => `${formId}-${field.replace(/\./g, '-')}`;

/** ARIA for a field that may carry a message and a hint (for a field whose id is set elsewhere). */
export const describedBy = (formId: string, field: string, error: string | undefined, hintId?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? fieldErrorId(formId, field) : null, hintId ?? null].filter(Boolean).join(' ') || undefined,
});

/** Id and ARIA for a field that may carry a message and a hint. */
export const fieldA11y = (formId: string, field: string, error: string | undefined, hintId?: string) => ({
  id: fieldId(formId, field),
  ...describedBy(formId, field, error, hintId),
});

export function FieldError({ formId, field, error }: { formId: string; field: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(formId, field)} className={styles.error}>
      {error}
    </p>
  );
}

/** Spec section 5: mandatory fields carry an asterisk; the field itself is `required`, which is what is read out. */
export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    {' *'}
  </span>
);

export function Label({ formId, field, required, children }: { formId: string; field: string; required?: boolean; children: ReactNode }) {
  return (
    <label className={styles.label} htmlFor={fieldId(formId, field)}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

/**
 * The form's problems in one list at the top, each linking to its field: announced (role="alert") when it appears,
 * so a visitor who cannot see the red borders hears what to fix. `message` is a failure that is no field's.
 * `autoFocus` where the summary comes with a page the server answered a post with (a form sent without JavaScript):
 * the browser then scrolls to it and focuses it, wherever the form is on the page.
 */
export function ErrorSummary({
  formId,
  errors,
  labels,
  message,
  autoFocus,
}: {
  formId: string;
  errors: Record<string, string | undefined>;
  labels: Record<string, string>;
  message?: string;
  autoFocus?: boolean;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!entries.length && !message) return null;
  return (
    <div className={styles.summary} role="alert" id={`${formId}-summary`} tabIndex={-1} autoFocus={autoFocus}>
      <h2>{entries.length ? 'Please check the form' : 'Something went wrong'}</h2>
      {message && <p>{message}</p>}
      {entries.length > 0 && (
        <ul>
          {entries.map(([field, error]) => (
            <li key={field}>
              <a href={`#${fieldId(formId, field)}`}>
                {labels[field] ? `${labels[field]}: ` : ''}
                {error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Said beside a control that needs the page's scripts (`data-needs-scripts`: a form's send) when they fail to load or take more than 30
 * seconds, while the tap is held rather than sent: src/components/layout/early-taps.ts shows it then, and hides it
 * again if the page starts after all (React may find it shown when it hydrates, hence suppressHydrationWarning). An
 * alert is announced as it appears.
 */
export function ScriptsFailedNotice({ consequence = 'the form cannot be sent yet', otherwise }: { consequence?: string; otherwise?: string }) {
  return (
    <p className={`${styles.summary} ${styles.scriptsFailed}`} role="alert" data-if-scripts-fail hidden suppressHydrationWarning>
      This page has not finished loading, so {consequence}. Please check your connection and reload the page
      {otherwise ? `, or ${otherwise}` : ''}.
    </p>
  );
}
