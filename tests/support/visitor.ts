import { randomInt } from 'node:crypto';

/**
 * The test sites run as they would behind nginx (TRUST_PROXY names loopback), so a test can speak as a visitor of its
 * own by naming an address in X-Forwarded-For: rate limits then count each test file (or browser test) separately, as
 * they count real visitors, instead of every test sharing one allowance.
 */
export const newVisitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** What a browser on one of the site's pages sends with a request that changes something. */
export const visitorHeaders = (base: string, address: string) => ({ Origin: new URL(base).origin, 'X-Forwarded-For': address });

/** Headers that make one request come from a visitor of its own (the rate limits count per visitor). */
export const asNewVisitor = (): Record<string, string> => ({ 'X-Forwarded-For': newVisitorAddress() });
