import { APIError, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload';
import { env } from '@/server/env';
import { databaseUrlOf } from '@/server/database-url';
import { consumeRateLimit } from '@/server/http/rate-limits';
import { comparableEmail } from '@/lib/contact-fields';
import { ADDRESS_LIMITS } from '@/server/http/rate-limit-rules';
import { queueEmail } from '@/server/mail/queue-email';
import { passwordResetEmail } from './password-reset-email';

/*
 * Staff password reset (`POST /cms-api/users/forgot-password`, the admin's "Forgot password?"): Payload makes the
 * token and stores it; the email is the site's own, queued like every other email in the request's transaction (it
 * exists only if the token does, and waits for the mail server instead of failing the request).
 * No `import 'server-only'`: the staff users collection uses these, and collections load outside Next too.
 */

type ForgotPasswordArgs = { data?: { email?: unknown }; disableEmail?: boolean };

const emailOf = (args: unknown) => {
  const email = (args as ForgotPasswordArgs).data?.email;
  return typeof email === 'string' ? comparableEmail(email) : '';
};

/** Before Payload makes a token: counts the address, and switches Payload's own email off. */
export const beforeForgotPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args;
  const email = emailOf(args);
  if (email) {
    const verdict = await consumeRateLimit(ADDRESS_LIMITS.staffResetEmails, email, databaseUrlOf(req.payload));
    if (!verdict.allowed) {
      throw new APIError(
        `Too many password reset emails for this address. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
        429,
        null,
        true,
      );
    }
  }
  return { ...(args as object), disableEmail: true } as typeof args;
};

/** Once Payload has stored a token (the result; null when no account has the address): queues the site's email. */
export const afterForgotPassword: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'forgotPassword' || typeof result !== 'string' || !result) return result;
  const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: emailOf(args) } }, limit: 1, depth: 0, overrideAccess: true, req });
  const user = docs[0];
  if (!user) return result;
  await queueEmail(req, { to: user.email, ...passwordResetEmail(user, result, env().SITE_URL) });
  return result;
};
