import { describe, expect, it } from 'vitest';
import { carriesSecret, redactedSecretAddress } from '@/lib/secret-addresses';
import { securityHeadersFor } from '@/server/http/security-headers';

const TOKEN = 'q3Jx8v0_kL2mN5pR7sT9uW1yZ4bC6dE8';

describe('addresses that carry a secret', () => {
  it('are redacted to their route, with what follows the secret kept', () => {
    expect(redactedSecretAddress(`/manage-booking/${TOKEN}`)).toBe('/manage-booking/[token]');
    expect(redactedSecretAddress(`/manage-booking/${TOKEN}/cancel`)).toBe('/manage-booking/[token]/cancel');
    expect(redactedSecretAddress(`/manage-booking/${TOKEN}?done=cancelled`)).toBe('/manage-booking/[token]?done=cancelled');
    expect(redactedSecretAddress(`/preferences/${TOKEN}?welcome=1#unsubscribe`)).toBe('/preferences/[guid]?welcome=1');
    expect(redactedSecretAddress(`/sign-up/confirm/${TOKEN}`)).toBe('/sign-up/confirm/[token]');
    expect(redactedSecretAddress(`/sign-up/confirm/${TOKEN}/accept`)).toBe('/sign-up/confirm/[token]/accept');
    expect(redactedSecretAddress(`/unsubscribe/${TOKEN}`)).toBe('/unsubscribe/[guid]');
    expect(redactedSecretAddress(`/admin/reset/${TOKEN}`)).toBe('/admin/reset/[token]');
    expect(redactedSecretAddress(`/referral?code=${TOKEN}`)).toBe('/referral?code=[code]');
    expect(redactedSecretAddress(`/referral?utm_source=email&code=${TOKEN}`)).toBe('/referral?utm_source=email&code=[code]');
  });

  it('are found whatever the case of the route’s words or their encoding', () => {
    expect(redactedSecretAddress(`/Manage-Booking/${TOKEN}`)).toBe('/Manage-Booking/[token]');
    expect(redactedSecretAddress(`/manage%2Dbooking/${TOKEN}`)).toBe('/manage%2Dbooking/[token]');
    expect(redactedSecretAddress(`//preferences//${TOKEN}`)).toBe('/preferences/[guid]');
  });

  it('leave every other address alone', () => {
    for (const address of [
      '/',
      '/manage-booking',
      '/preferences',
      '/preferences?done=erased',
      '/sign-up',
      '/sign-up/confirm',
      '/referral',
      '/refer-a-friend?code=x',
      '/restaurants/london/soho',
      '/admin',
      '/admin/login',
    ]) {
      expect(carriesSecret(address), address).toBe(false);
    }
  });

  it('are answered with Referrer-Policy: no-referrer, and every other address as before', () => {
    for (const address of [
      `/manage-booking/${TOKEN}`,
      `/manage-booking/${TOKEN}/cancel`,
      `/preferences/${TOKEN}/erase`,
      `/sign-up/confirm/${TOKEN}`,
      `/unsubscribe/${TOKEN}`,
      `/referral?code=${TOKEN}`,
      `/admin/reset/${TOKEN}`,
    ]) {
      expect(securityHeadersFor(address)['Referrer-Policy'], address).toBe('no-referrer');
    }
    expect(securityHeadersFor('/')['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeadersFor('/referral')['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeadersFor(`/admin/reset/${TOKEN}`)['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});
