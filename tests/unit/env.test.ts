import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_REFUSED, demoPasswordRefusal } from '@/features/staff/demo-password-at-login';
import { DEMO_ADMIN_PASSWORD, EnvError, demoPasswordAllowed, isPostgres, listensOnlyHere, parseEnv } from '@/server/env';

describe('environment', () => {
  it('runs offline on defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('file:./data/marigold.db');
    expect(env.BRAND_KEY).toBe('marigold-web');
    expect(env.SEED_DEMO_CONTENT).toBe(true);
    expect(env.TRACKING_SCRIPT_URL).toBeUndefined();
  });

  it('refuses bad values with a message naming the setting', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/);
    expect(() => parseEnv({ SEED_DEMO_CONTENT: 'maybe' })).toThrow(/SEED_DEMO_CONTENT/);
  });

  it('refuses the demo staff password for a site served beyond this machine', () => {
    expect(parseEnv({}).ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD);
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3100' }).ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD);
    expect(parseEnv({ SITE_URL: 'http://[::1]:3000' }).ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD);
    expect(() => parseEnv({ SITE_URL: 'https://www.marigold.example' })).toThrow(/ADMIN_PASSWORD: the demo password is refused/);
    expect(() => parseEnv({ SITE_URL: 'https://www.marigold.example', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 8/);
    expect(parseEnv({ SITE_URL: 'https://www.marigold.example', ADMIN_PASSWORD: 'a-long-password-of-their-own' }).ADMIN_PASSWORD).toBe(
      'a-long-password-of-their-own',
    );
  });

  it('listens on loopback by default, and refuses the demo password whenever it listens beyond loopback', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    for (const HOST of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) {
      expect(parseEnv({ HOST }).ADMIN_PASSWORD, HOST).toBe(DEMO_ADMIN_PASSWORD);
    }
    // SITE_URL on this machine does not make the demo accounts safe while the whole network can reach them.
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'marigold.internal', '128.0.0.1']) {
      expect(() => parseEnv({ HOST, SITE_URL: 'http://localhost:3000' }), HOST).toThrow(/ADMIN_PASSWORD: the demo password is refused/);
      expect(parseEnv({ HOST, ADMIN_PASSWORD: 'a-long-password-of-their-own' }).HOST).toBe(HOST);
    }
    expect(demoPasswordAllowed({ SITE_URL: 'http://localhost:3000', HOST: '127.0.0.1' })).toBe(true);
    expect(demoPasswordAllowed({ SITE_URL: 'http://localhost:3000', HOST: '0.0.0.0' })).toBe(false);
    expect(demoPasswordAllowed({ SITE_URL: 'https://www.marigold.example', HOST: '127.0.0.1' })).toBe(false);
    expect(listensOnlyHere('127.0.0.1')).toBe(true);
    expect(listensOnlyHere('0.0.0.0')).toBe(false);
  });

  it('signs no one in with the demo password where others can reach the site, whatever ADMIN_PASSWORD now is', () => {
    expect(demoPasswordRefusal(DEMO_ADMIN_PASSWORD, { SITE_URL: 'http://localhost:3000', HOST: '0.0.0.0' })).toBe(DEMO_PASSWORD_REFUSED);
    expect(demoPasswordRefusal(DEMO_ADMIN_PASSWORD, { SITE_URL: 'https://www.marigold.example', HOST: '127.0.0.1' })).toBe(DEMO_PASSWORD_REFUSED);
    expect(demoPasswordRefusal(DEMO_ADMIN_PASSWORD, { SITE_URL: 'http://localhost:3000', HOST: '127.0.0.1' })).toBeNull();
    expect(demoPasswordRefusal('a-long-password-of-their-own', { SITE_URL: 'http://localhost:3000', HOST: '0.0.0.0' })).toBeNull();
  });

  it('takes an smtp or smtps URL for mail, treats empty as unset, and defaults the sender', () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).SMTP_URL).toBe('smtp://user:pass@mail.example:587');
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example' }).SMTP_URL).toBe('smtps://mail.example');
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: 'smtp:/no-host' })).toThrow(/SMTP_URL/);
    expect(parseEnv({}).MAIL_FROM).toBe('Marigold Grill <bookings@marigold.example>');
    expect(parseEnv({ MAIL_FROM: '' }).MAIL_FROM).toBe('Marigold Grill <bookings@marigold.example>');
    expect(parseEnv({ MAIL_FROM: 'tables@marigold.example' }).MAIL_FROM).toBe('tables@marigold.example');
    expect(() => parseEnv({ MAIL_FROM: 'Marigold Grill' })).toThrow(/MAIL_FROM/);
  });

  it('keeps uploads in data/ and picks reCAPTCHA only with both of its keys', () => {
    expect(parseEnv({}).UPLOADS_DIR).toBe('data/uploads');
    expect(parseEnv({ UPLOADS_DIR: '/srv/marigold/uploads' }).UPLOADS_DIR).toBe('/srv/marigold/uploads');
    expect(parseEnv({}).BOT_CHECK_HMAC_KEY).toBeUndefined();
    expect(() => parseEnv({ BOT_CHECK_HMAC_KEY: 'short' })).toThrow(/BOT_CHECK_HMAC_KEY/);
    expect(parseEnv({}).RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect(parseEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_MIN_SCORE: '0.7' })).toMatchObject({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_MIN_SCORE: 0.7,
    });
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(/RECAPTCHA/);
    expect(() => parseEnv({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it('tells the two databases apart', () => {
    expect(isPostgres('postgres://u@h/db')).toBe(true);
    expect(isPostgres('postgresql://u@h/db')).toBe(true);
    expect(isPostgres('file:./data/x.db')).toBe(false);
  });
});
