/*
 * What the bot check answers (spec sections 5 and 7: "A recaptcha check call returns Invalid token or Internal
 * error on failure"), and the form field that carries the proof. Shared by the server and the browser.
 */

/** The form field every protected form sends its proof in, whichever provider made it. */
export const BOT_CHECK_FIELD = 'botCheck';

/** A missing, malformed, wrong, expired or already used proof, or a score below the threshold. */
export const INVALID_TOKEN = 'Invalid token';

/** The check itself could not run (the provider or the database did not answer). */
export const INTERNAL_ERROR = 'Internal error';

/**
 * What a visitor reads under the check when the server refused it: the API's two terse answers, said plainly. The
 * form keeps everything typed, and the next submission makes a fresh proof.
 */
export function botCheckErrorText(message: string): string {
  if (message === INVALID_TOKEN) return 'The spam check did not go through. Please send the form again.';
  if (message === INTERNAL_ERROR) return 'The spam check could not be done just now. Please try again in a minute.';
  return message;
}
