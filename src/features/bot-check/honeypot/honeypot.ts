/*
 * A honeypot: a field people never see or reach, which form-filling scripts fill in. For forms that must work
 * without JavaScript, where no proof of work can be made. Shared by the field (honeypot-field.tsx) and the server's
 * check, so both name it the same way.
 */

/**
 * The field's name: one a form-filling script is keen to fill (a website address), and that no form of the site uses
 * for anything else. Browsers do not autofill it (autocomplete off, and no autocomplete token means "url").
 */
export const HONEYPOT_FIELD = 'website';

/** True when the honeypot was filled in: the submission came from a script, not a person. */
export function honeypotFilled(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
