/**
 * How often one visitor (one address, see client-address.ts) may call each endpoint that costs us or a diner
 * something: a token, a booking, an email to a restaurant's team, a voucher, an application, a staff login. Generous
 * for a person (a family re-trying a booking, a manager mistyping a password), far too slow for a script. Each rule
 * counts separately; an endpoint not listed is limited only by its body size.
 */
/** At most `points` requests in `windowSeconds` for one key; each limit counts under its own name. */
export type RateLimit = { name: string; points: number; windowSeconds: number };

export type RateLimitRule = RateLimit & {
  methods: readonly string[];
  matches: (path: string) => boolean;
};

const exactly = (...paths: string[]) => (path: string) => paths.includes(path);
const under = (pattern: RegExp) => (path: string) => pattern.test(path);

export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  { name: 'token', points: 60, windowSeconds: 60, methods: ['POST'], matches: exactly('/api/token') },
  // The booking form without JavaScript carries no bot-check proof (a honeypot instead): fewer tries per visitor.
  { name: 'booking-no-script', points: 6, windowSeconds: 600, methods: ['POST'], matches: exactly('/book-now/confirm') },
  {
    name: 'booking',
    points: 20,
    windowSeconds: 600,
    methods: ['POST'],
    matches: (path) => /^\/api\/booking\/(create|events|enquiry)\/[^/]+$/.test(path) || path === '/book-now/confirm',
  },
  { name: 'manage-booking', points: 20, windowSeconds: 600, methods: ['POST'], matches: under(/^\/manage-booking\/[^/]+\/cancel$/) },
  { name: 'card', points: 10, windowSeconds: 600, methods: ['POST'], matches: exactly('/api/v1/braintree/submit') },
  { name: 'enquiry', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/contact\/(sendemail|group-booking)$|^\/(contact-us|group-bookings)(\/|$)/) },
  { name: 'sign-up', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/signup$|^\/api\/exponea\/|^\/(sign-up|preferences)(\/|$)/) },
  { name: 'voucher', points: 20, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/offer\/getcode$|^\/offer(\/|$)/) },
  { name: 'referral', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/referral(\/|$)|^\/(refer-a-friend|referral)(\/|$)/) },
  { name: 'job-application', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/api\/jobs\/application$|^\/careers(\/|$)/) },
  { name: 'bot-check', points: 60, windowSeconds: 60, methods: ['GET'], matches: exactly('/api/bot-check/challenge') },
  { name: 'staff-login', points: 10, windowSeconds: 600, methods: ['POST'], matches: under(/^\/cms-api\/users\/(login|forgot-password|reset-password)$/) },
];

/** The rule that counts a request, if any. */
export function rateLimitRuleFor(method: string, url: string): RateLimitRule | undefined {
  const path = url.split('?')[0]!;
  return RATE_LIMIT_RULES.find((rule) => rule.methods.includes(method) && rule.matches(path));
}

/**
 * Limits per email address rather than per visitor: how often one mailbox is written to, whoever asks. Listed together
 * so that erasing an address forgets its counts under every one of them.
 */
export const ADDRESS_LIMITS = {
  /** Confirmation emails to one address an hour, however often it is signed up: no mail-bombing. */
  signUpEmails: { name: 'sign-up-email', points: 3, windowSeconds: 3600 },
  /** Invitations one referrer may send a day. */
  invitationsByReferrer: { name: 'referral-invite-by', points: 10, windowSeconds: 86_400 },
} satisfies Record<string, RateLimit>;
