import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/forms.module.css';
import type { EnquiryRestaurant } from '../enquiry-content';
import styles from './enquiry-form.module.css';

/** The restaurants as both forms offer them: the name, with the city where the name does not say it. */
export const restaurantChoices = (restaurants: readonly EnquiryRestaurant[]) =>
  restaurants.map(({ storeId, title, cityName }) => ({ value: storeId, label: title.includes(cityName) ? title : `${title}, ${cityName}` }));

type NameFieldsProps = {
  formId: string;
  register: (name: 'firstName' | 'lastName') => UseFormRegisterReturn;
  errorOf: (name: 'firstName' | 'lastName') => string | undefined;
};

/** The enquirer's first and last names, as both enquiry forms ask for them. */
export function NameFields({ formId, register, errorOf }: NameFieldsProps) {
  return (
    <>
      <FormField formId={formId} name="firstName" label="First name" required error={errorOf('firstName')}>
        {(control) => <input {...control} type="text" autoComplete="given-name" required {...register('firstName')} />}
      </FormField>
      <FormField formId={formId} name="lastName" label="Last name" required error={errorOf('lastName')}>
        {(control) => <input {...control} type="text" autoComplete="family-name" required {...register('lastName')} />}
      </FormField>
    </>
  );
}

type OptInsProps = { children: ReactNode };

/** The email and SMS opt-ins: separate, optional, never ticked in advance. */
export function OptIns({ children }: OptInsProps) {
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.wide}`}>
      <legend className={formStyles.legend}>Keep in touch (optional)</legend>
      <div className={formStyles.checks}>{children}</div>
    </fieldset>
  );
}

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
      <p className={formStyles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
    </div>
  );
}
