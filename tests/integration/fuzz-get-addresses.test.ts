/**
 * Property-based fuzzing of every address a visitor or client reads (tests/support/readable-addresses.ts: the pages
 * and GET endpoints under src/app and their /cdg aliases, found without a list): odd path segments and query strings
 * (NUL and control characters, very long text, Payload's query syntax, prototype names), asked for as a page, as
 * React's navigation or as JSON, must get an answer under 500 that gives nothing away. A value the database cannot
 * hold (PostgreSQL refuses a NUL in text) is the visitor's mistake, not the server's.
 *
 * GET_FUZZ_REQUESTS sets the number of requests of the whole file (1,200 by default), shared by the running sites.
 * The seeds are fixed (tests/support/fuzz-seeds.ts), so a run fails only on what changed; `npm run fuzz` tries fresh
 * ones. A failure prints fast-check's seed and path: FUZZ_SEED=… FUZZ_PATH=… with `-t '<address>'` replays it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRead, leaksIn } from '../support/fuzz-requests';
import { propertyRuns } from '../support/fuzz-seeds';
import { readableAddresses } from '../support/readable-addresses';
import { runningSites } from '../support/site-api';

const addresses = await readableAddresses();
const requestsPerSite = Math.ceil(Number(process.env.GET_FUZZ_REQUESTS ?? 1200) / Math.max(1, runningSites.length));
const runsPerAddress = Math.max(5, Math.round(requestsPerSite / addresses.length));

it('finds the addresses: the pages, the GET endpoints and their /cdg aliases', () => {
  for (const expected of [
    '/[[...path]]',
    '/restaurants/[city]/[slug]',
    '/careers/job-search',
    '/api/jobs',
    '/api/booking/slots/[storeId]',
    '/cdg/booking/slots/[storeId]',
    '/cms-api/[...slug]',
  ]) {
    expect(addresses).toContain(expected);
  }
  expect(addresses.length).toBeGreaterThanOrEqual(60);
});

describe.each(runningSites)('fuzzing every readable address on %s', { timeout: 240_000 }, (site, base) => {
  it.concurrent.each(addresses)('%s answers under 500 and gives nothing away', async (address) => {
    await fc.assert(
      fc.asyncProperty(fuzzRead(address), async ({ path, headers }) => {
        const response = await fetch(`${base}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        const body = await response.text();
        expect(response.status, `${path}\n${body.slice(0, 500)}`).toBeLessThan(500);
        expect(leaksIn(body), body.slice(0, 2000)).toEqual([]);
      }),
      propertyRuns(`GET fuzz on ${site}: ${address}`, runsPerAddress),
    );
  });
});
