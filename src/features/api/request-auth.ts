import { isValidAccessToken } from './access-token';

const BRAND_KEY_HEADER = 'x-brand-key';
const SESSION_ID_HEADER = 'x-session-id';
const sessionIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Whether a request carries what every endpoint but /api/token needs (spec section 6):
 * a bearer token we issued, the brand key, and a session id.
 */
export async function isAuthorisedRequest(headers: Headers, { secret, brandKey }: { secret: string; brandKey: string }): Promise<boolean> {
  const bearer = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
  if (!bearer) return false;
  if (headers.get(BRAND_KEY_HEADER) !== brandKey) return false;
  if (!sessionIdPattern.test(headers.get(SESSION_ID_HEADER) ?? '')) return false;
  return isValidAccessToken(bearer, secret);
}
