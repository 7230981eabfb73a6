/**
 * How long a sign-up waits for its confirmation link to be followed before it is deleted. The confirmation email
 * promises it in these words, so the number lives here once, for the email and for the clean-up.
 */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sign-ups last made before this moment and still unconfirmed are deleted. */
export const unconfirmedSignUpCutoff = (now: Date): Date => new Date(now.getTime() - UNCONFIRMED_SIGN_UP_DAYS * DAY_MS);
