/**
 * How often one visitor (one address, see client-address.ts) may call each endpoint that costs us or a diner
 * something: a token, a booking, an email to a restaurant's team, a voucher, an application, a staff login. Generous
 * for a person (a family re-trying a booking, a manager mistyping a password), far too slow for a script. Each rule
 * counts separately; an endpoint not listed is limited only by its body size.
 *
 * A rule names the route that answers, not a spelling of it: a path is resolved through the older API's aliases
 * (/cdg/…, legacy-api-aliases.mjs) before it is matched. The forms' server actions can be posted to any page, so the
 * paths here are route handlers only; each action counts itself under the rule it names (src/server/form-action.ts).
 */
import { answeringPath } from './answering-path';

/** At most `points` requests in `windowSeconds` for one key; each limit counts under its own name. */
export type RateLimit = { name: string; points: number; windowSeconds: number };

type RateLimitRule = RateLimit & {
  methods: readonly string[];
  matches: (path: string) => boolean;
};

const exactly =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);
const under = (pattern: RegExp) => (path: string) => pattern.test(path);

export const RATE_LIMIT_RULES = [
  { name: 'token', points: 60, windowSeconds: 60, methods: ['POST'], matches: exactly('/api/token') },
  // The booking form without JavaScript carries no bot-check proof (a honeypot instead): fewer tries per visitor.
  { name: 'booking-no-script', points: 6, windowSeconds: 600, methods: ['POST'], matches: exactly('/book-now/confirm') },
  { name: 'booking', points: 20, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/booking\/(create|events|enquiry)\/[^/]+$/) },
  // Joining a waitlist, and leaving one from its link (features/waitlist).
  { name: 'waitlist', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/booking\/waitlist\/[^/]+$|^\/waitlist\/[^/]+\/leave$/) },
  { name: 'manage-booking', points: 20, windowSeconds: 600, methods: ['POST'], matches: under(/^\/manage-booking\/[^/]+\/(cancel|confirm|answer)$/) },
  { name: 'card', points: 10, windowSeconds: 600, methods: ['POST'], matches: exactly('/api/v1/braintree/submit') },
  { name: 'enquiry', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/contact\/(sendemail|group-booking)$/) },
  // Any form's server action posted without a bot-check proof (without JavaScript, past a honeypot: form-action.ts),
  // counted on top of the form's own rule. Posted to any page, so no path matches it.
  { name: 'form-no-script', points: 5, windowSeconds: 600, methods: ['POST'], matches: () => false },
  // Also the forms' signUpAction and savePreferencesAction.
  {
    name: 'sign-up',
    points: 10,
    windowSeconds: 600,
    methods: ['POST'],
    matches: under(/^\/api\/signup$|^\/api\/exponea\/|^\/sign-up\/confirm\/[^/]+\/accept$|^\/preferences\/[^/]+\/erase$/),
  },
  // Also the offer page's claimVoucherAction.
  { name: 'voucher', points: 20, windowSeconds: 600, methods: ['POST'], matches: exactly('/api/offer/getcode') },
  // The inviteFriendAction and claimReferralAction of /refer-a-friend and /referral.
  { name: 'referral', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/referral(\/|$)/) },
  { name: 'job-application', points: 10, windowSeconds: 600, methods: ['POST'], matches: exactly('/api/jobs/application') },
  { name: 'bot-check', points: 60, windowSeconds: 60, methods: ['GET'], matches: exactly('/api/bot-check/challenge') },
  { name: 'staff-login', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/cms-api\/users\/(login|forgot-password|reset-password)$/) },
] as const satisfies readonly RateLimitRule[];

/** A rule's name, as a server action names the rule it counts under. */
export type RateLimitRuleName = (typeof RATE_LIMIT_RULES)[number]['name'];

/** The rule that counts a request, if any: that of the route that answers it. */
export function rateLimitRuleFor(method: string, url: string): RateLimitRule | undefined {
  const path = answeringPath(url);
  return RATE_LIMIT_RULES.find((rule: RateLimitRule) => rule.methods.includes(method) && rule.matches(path));
}

/** The rule named `name` (a server action names the rule it counts under). */
export const rateLimitRuleNamed = (name: RateLimitRuleName): RateLimitRule => RATE_LIMIT_RULES.find((rule) => rule.name === name)!;

/**
 * Limits per email address rather than per visitor: how often one mailbox is written to, whoever asks. Listed together
 * so that erasing an address forgets its counts under every one of them.
 */
export const ADDRESS_LIMITS = {
  /** Confirmation emails to one address an hour, however often it is signed up: no mail-bombing. */
  signUpEmails: { name: 'sign-up-email', points: 3, windowSeconds: 3600 },
  /** Invitations one referrer may send a day. */
  invitationsByReferrer: { name: 'referral-invite-by', points: 10, windowSeconds: 86_400 },
  /** Voucher emails to one address an hour, whichever offers and however often asked: a lost code can be sent again. */
  voucherEmails: { name: 'voucher-email', points: 5, windowSeconds: 3600 },
  /**
   * Staff password-reset emails to one address an hour, whoever asks; every address asked about counts, known or not,
   * so the answer never says whether an account exists. It takes the place of Payload's own spacing (its email is off).
   */
  staffResetEmails: { name: 'staff-reset-email', points: 3, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;
