import { z } from 'zod';

/**
 * Every setting the app reads from the environment, parsed once.
 * Each has a default that works offline on one machine, so the README's quick start needs no configuration.
 * Secrets are the exception: scripts/start.mjs creates and keeps them in data/ when they are not given.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The staff accounts' password in the demo content: fine on one's own machine, refused for a site others can reach. */
export const DEMO_ADMIN_PASSWORD = 'marigold-admin';

/** A listening address only this machine can reach: the loopback interface (127.0.0.0/8, ::1), or its name. */
export const listensOnlyHere = (host: string) => {
  const address = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return address === 'localhost' || address === '::1' || /^127(\.\d{1,3}){3}$/.test(address);
};

const servedOnlyHere = (siteUrl: string) => listensOnlyHere(new URL(siteUrl).hostname);

/**
 * The demo password is fine only for a site this machine alone can reach: its public address is on this machine
 * (SITE_URL) and it listens on loopback (HOST). Either one pointing beyond makes the demo accounts answer others.
 */
export const demoPasswordAllowed = (settings: { SITE_URL: string; HOST: string }) => servedOnlyHere(settings.SITE_URL) && listensOnlyHere(settings.HOST);

const optionalUrl = z.preprocess(emptyAsUnset, z.url().optional());

/** Nodemailer reads the whole connection from one URL: smtp:// upgrades with STARTTLS (587), smtps:// is TLS from the start (465). */
const optionalSmtpUrl = z.preprocess(
  emptyAsUnset,
  z.url({ protocol: /^smtps?$/, hostname: /./, error: 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@host:587' }).optional(),
);

/** "Name <address>" or a bare address, as mail headers write a sender. */
const mailFrom = z
  .string()
  .trim()
  .regex(/^(?:[^<>@\r\n]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM must be "Name <address>" or an email address');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Loopback by default: the site answers only this machine until told otherwise (HOST=0.0.0.0 in a container). */
    HOST: z.string().min(1).default('127.0.0.1'),
    SITE_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with file: or postgres://')
      .default('file:./data/marigold.db'),
    PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
    TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
    BRAND_KEY: z.string().min(1).default('marigold-web'),
    MEDIA_DIR: z.string().min(1).default('data/media'),
    SEED_DEMO_CONTENT: booleanFlag.default(true),
    ADMIN_EMAIL: z.email().default('admin@marigold.example'),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').default(DEMO_ADMIN_PASSWORD),
    CONSENT_SCRIPT_URL: optionalUrl,
    TRACKING_SCRIPT_URL: optionalUrl,
    /** Map tiles: an http(s) or root-relative URL template with {z}, {x} and {y}; "none" draws the markers on a plain background. */
    MAP_TILE_URL: z
      .string()
      .regex(/^(none|(https?:\/\/|\/).*\{z\}.*\{x\}.*\{y\}.*)$/, 'MAP_TILE_URL must be a URL template with {z}, {x} and {y}, or "none"')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Addresses of the reverse proxies in front of the app (comma-separated, e.g. "127.0.0.1,::1" behind a local nginx).
     * Only a request from one of them has its X-Forwarded-For believed; anyone else's address is the connection's.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      ),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    /** Outgoing mail server; unset, emails are kept in the back-office outbox instead of being sent. */
    SMTP_URL: optionalSmtpUrl,
    MAIL_FROM: z.preprocess(emptyAsUnset, mailFrom.default('Marigold Grill <bookings@marigold.example>')),
    /** Card guarantees through Braintree: all three keys, or none (bookings that need a card then answer code 5). */
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    BRAINTREE_MERCHANT_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    BRAINTREE_PUBLIC_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    BRAINTREE_PRIVATE_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    /**
     * Text messages (booking reminders) through Twilio's Messages API: the account SID, its auth token, and the sender
     * (a number in E.164, or a Messaging Service SID, MG…). All three, or none: unset, texts are kept in the Outbox.
     */
    TWILIO_ACCOUNT_SID: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'TWILIO_AUTH_TOKEN must be at least 16 characters').optional()),
    TWILIO_FROM: z.preprocess(
      emptyAsUnset,
      z
        .string()
        .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/, 'TWILIO_FROM must be a number in E.164 (+447700900123) or a Messaging Service SID (MG…)')
        .optional(),
    ),
    /** Months after the visit when a booking loses its diner's name, contact details and notes (the privacy policy says so). */
    BOOKING_RETENTION_MONTHS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(120).default(24)),
    /** Visitors' files (enquiry attachments, CVs): outside the public web root, read back only through access-checked routes. */
    UPLOADS_DIR: z.string().min(1).default('data/uploads'),
    /** Signs the self-hosted bot check's challenges; unset, a key is derived from PAYLOAD_SECRET (same on every instance). */
    BOT_CHECK_HMAC_KEY: z.preprocess(emptyAsUnset, z.string().min(32, 'BOT_CHECK_HMAC_KEY must be at least 32 characters').optional()),
    /** Google reCAPTCHA v3 instead of the self-hosted check: both keys, or none. */
    RECAPTCHA_SITE_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    RECAPTCHA_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    /** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); submissions scoring below this are refused. */
    RECAPTCHA_MIN_SCORE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).default(0.5)),
    /** An outside CRM that receives sign-ups, preference changes and erasures (signed JSON webhooks); unset, our database is the only store. */
    CRM_WEBHOOK_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: 'CRM_WEBHOOK_URL must be an http(s):// URL' }).optional()),
    /** Signs each CRM webhook (HMAC-SHA256 in the X-Marigold-Signature header); 32+ characters, required with CRM_WEBHOOK_URL. */
    CRM_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'CRM_WEBHOOK_SECRET must be at least 32 characters').optional()),
  })
  .refine((settings) => !settings.CRM_WEBHOOK_URL || Boolean(settings.CRM_WEBHOOK_SECRET), {
    message: 'Set CRM_WEBHOOK_SECRET with CRM_WEBHOOK_URL',
    path: ['CRM_WEBHOOK_SECRET'],
  })
  .refine((settings) => new Set([settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN, settings.TWILIO_FROM].map(Boolean)).size === 1, {
    message: 'Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none of them',
    path: ['TWILIO_ACCOUNT_SID'],
  })
  .refine((settings) => Boolean(settings.RECAPTCHA_SITE_KEY) === Boolean(settings.RECAPTCHA_SECRET_KEY), {
    message: 'Set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
    path: ['RECAPTCHA_SITE_KEY'],
  })
  .refine((settings) => demoPasswordAllowed(settings) || settings.ADMIN_PASSWORD !== DEMO_ADMIN_PASSWORD, {
    message:
      'the demo password is refused for a site served beyond this machine (SITE_URL not local, or HOST not loopback): set your own, used for the staff accounts an empty database starts with',
    path: ['ADMIN_PASSWORD'],
  });

type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isPostgres = (databaseUrl: string) => /^postgres(ql)?:\/\//.test(databaseUrl);

/** The secret both Payload and our API tokens derive from; absent only while `next build` runs. */
export function requireSecret(name: 'PAYLOAD_SECRET' | 'TOKEN_SECRET'): string {
  const value = env()[name] ?? (name === 'TOKEN_SECRET' ? env().PAYLOAD_SECRET : undefined);
  if (value) return value;
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-time-placeholder-secret-never-served';
  throw new EnvError(`${name} is not set. Start the site with "npm start", which creates one in data/, or set it.`);
}
