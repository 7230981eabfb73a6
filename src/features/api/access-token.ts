import { jwtVerify, SignJWT } from 'jose';

/** Lifetime of an API access token: 23 hours (spec section 9). */
export const ACCESS_TOKEN_LIFETIME_MS = 82_800_000;
const ISSUER = 'marigold-web';

const keyFor = (secret: string) => new TextEncoder().encode(`api-token:${secret}`);

export async function issueAccessToken(secret: string, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_LIFETIME_MS / 1000;
  const accessToken = await new SignJWT({ scope: 'site-api' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyFor(secret));
  return { accessToken, expiresIn: ACCESS_TOKEN_LIFETIME_MS / 1000, expiresAt: expiresAt * 1000 };
}

/**
 * Tokens already verified, by secret and token, with the instant each expires: a diner's journey sends the same token
 * with every call, and verifying it again (an HMAC through WebCrypto, its key imported each time) was a tenth of a
 * slot search's work. Only a whole token that passed is remembered, so nothing forged or altered can match one.
 */
const verifiedUntil = new Map<string, number>();
/** About 3 MB at most; when full, it starts again (each token is verified once more, nothing else changes). */
const MAX_REMEMBERED = 10_000;

/** True when the token was signed by us, is for this API and has not expired. */
export async function isValidAccessToken(token: string, secret: string, now = Date.now()): Promise<boolean> {
  const key = `${secret} ${token}`;
  const expiresAt = verifiedUntil.get(key);
  if (expiresAt !== undefined) return now < expiresAt;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
    if (verifiedUntil.size >= MAX_REMEMBERED) verifiedUntil.clear();
    // Every token we issue has an expiry; one without is not remembered.
    if (payload.exp !== undefined) verifiedUntil.set(key, payload.exp * 1000);
    return true;
  } catch (error) {
    // jose signals every kind of invalid token (bad signature, expired, malformed) by throwing; all mean "not valid".
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_J')) return false;
    throw error;
  }
}
