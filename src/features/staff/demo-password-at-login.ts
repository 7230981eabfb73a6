import { APIError, type CollectionBeforeOperationHook } from 'payload';
import { DEMO_ADMIN_PASSWORD, demoPasswordAllowed, env } from '@/server/env';

/*
 * The site refuses to start with the demo password where others can reach it (server/env.ts), but the demo accounts
 * of a database first started on one's own machine keep it: restarted with HOST=0.0.0.0 and a password of one's own,
 * they would answer to it from the whole network. So the demo password does not sign anyone in there either.
 * No `import 'server-only'`: the staff users collection uses this, and collections load outside Next too.
 */

export const DEMO_PASSWORD_REFUSED = 'The demo password does not sign in on a site others can reach. Use "Forgot password?" to choose a password of your own.';

/** Why a login with this password is refused on a site with these settings, or null when it is not. */
export function demoPasswordRefusal(password: unknown, settings: { SITE_URL: string; HOST: string }): string | null {
  return password === DEMO_ADMIN_PASSWORD && !demoPasswordAllowed(settings) ? DEMO_PASSWORD_REFUSED : null;
}

export const refuseDemoPasswordBeyondLoopback: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'login') return args;
  const refusal = demoPasswordRefusal((args as { data?: { password?: unknown } }).data?.password, env());
  if (refusal) throw new APIError(refusal, 403, null, true);
  return args;
};
