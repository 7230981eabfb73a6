import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_MS, issueAccessToken, isValidAccessToken } from '@/features/api/access-token';
import { isAuthorisedRequest } from '@/features/api/request-auth';

const secret = 'a'.repeat(40);
const now = Date.UTC(2026, 10, 21, 12);

describe('access tokens', () => {
  it('are valid for 23 hours', async () => {
    const { accessToken, expiresIn } = await issueAccessToken(secret, now);
    expect(expiresIn * 1000).toBe(ACCESS_TOKEN_LIFETIME_MS);
    expect(await isValidAccessToken(accessToken, secret, now + ACCESS_TOKEN_LIFETIME_MS - 1000)).toBe(true);
    expect(await isValidAccessToken(accessToken, secret, now + ACCESS_TOKEN_LIFETIME_MS + 1000)).toBe(false);
  });

  it('once verified, are still refused after they expire, and under another secret', async () => {
    const { accessToken } = await issueAccessToken(secret, now);
    expect(await isValidAccessToken(accessToken, secret, now)).toBe(true);
    expect(await isValidAccessToken(accessToken, secret, now + ACCESS_TOKEN_LIFETIME_MS - 1000)).toBe(true);
    expect(await isValidAccessToken(accessToken, secret, now + ACCESS_TOKEN_LIFETIME_MS)).toBe(false);
    expect(await isValidAccessToken(accessToken, 'c'.repeat(40), now)).toBe(false);
  });

  it('are refused when signed with another secret or tampered with', async () => {
    const { accessToken } = await issueAccessToken(secret, now);
    expect(await isValidAccessToken(accessToken, 'b'.repeat(40), now)).toBe(false);
    expect(await isValidAccessToken(`${accessToken.slice(0, -2)}xx`, secret, now)).toBe(false);
    expect(await isValidAccessToken('not-a-token', secret, now)).toBe(false);
  });
});

describe('request authorisation', () => {
  const options = { secret, brandKey: 'marigold-web' };
  const headersWith = async (overrides: Record<string, string | null>) => {
    const { accessToken } = await issueAccessToken(secret);
    const base: Record<string, string | null> = { authorization: `Bearer ${accessToken}`, 'x-brand-key': 'marigold-web', 'x-session-id': 'session-12345678' };
    const merged = { ...base, ...overrides };
    return new Headers(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null));
  };

  it('accepts token, brand key and session id together', async () => {
    expect(await isAuthorisedRequest(await headersWith({}), options)).toBe(true);
  });

  it.each([
    ['no token', { authorization: null }],
    ['a malformed authorization header', { authorization: 'Token abc' }],
    ['a wrong brand key', { 'x-brand-key': 'someone-else' }],
    ['no brand key', { 'x-brand-key': null }],
    ['no session id', { 'x-session-id': null }],
    ['a session id with odd characters', { 'x-session-id': 'a b<script>' }],
  ])('refuses %s', async (_, overrides) => {
    expect(await isAuthorisedRequest(await headersWith(overrides), options)).toBe(false);
  });
});
