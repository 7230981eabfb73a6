// Apart from the schema, which is zod: the browser reads these messages from the first load, the schema only once the
// applicant starts on the form.

/** Spec section 8: a server answer whose message contains err=15 is shown as this. */
export const INVALID_FIELDS_MESSAGE = 'One (or more) of the fields you submitted were invalid, please correct any errors and try again.';
export const INVALID_APPLICATION_MARKER = 'err=15';

/** What the applicant reads for a failed submission: spec section 8's rule for err=15, other messages as given. */
export const applicationErrorText = (message: string) => (message.includes(INVALID_APPLICATION_MARKER) ? INVALID_FIELDS_MESSAGE : message);
