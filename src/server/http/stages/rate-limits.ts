import { CLIENT_ADDRESS_HEADER, clientAddress } from '../client-address';
import type { Stage } from '../pipeline';
import { checkRateLimit } from '../rate-limits';
import { refuse } from '../refusals';

/** The visitor's allowance for the endpoint (rate-limit-rules.ts), counted under the route that answers. */
export const rateLimits = (trustProxy: Parameters<typeof clientAddress>[1], databaseUrl: string): Stage => ({
  name: 'rate limits',
  async run({ req, res }) {
    // The visitor's address is decided here, never taken from what the client claims; features read it from this header.
    const visitor = clientAddress(req, trustProxy);
    req.headers[CLIENT_ADDRESS_HEADER] = visitor;
    const verdict = await checkRateLimit(req.method ?? 'GET', req.url ?? '/', visitor, databaseUrl);
    if (verdict.allowed) return 'next';
    refuse(req, res, 'tooManyRequests', { 'Retry-After': String(verdict.retryAfterSeconds) });
    return 'answered';
  },
});
