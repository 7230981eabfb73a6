/** Where the ALTCHA widget fetches its challenges (the API route in src/app/api/bot-check/challenge). */
export const CHALLENGE_PATH = '/api/bot-check/challenge';

/**
 * What a form's bot-check field needs in the browser: which provider, and its public settings. Made on the server by
 * `botCheckClientConfig(action)` and passed down as a prop, so no key is compiled into the client bundle.
 */
export type BotCheckClientConfig = { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string; action: string };
