/** `npm test`'s fuzzing is repeatable: each property draws from a fixed seed of its own; `npm run fuzz` draws fresh ones. */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fuzzRead, fuzzRequest } from '../support/fuzz-requests';
import { propertyRuns } from '../support/fuzz-seeds';

const bookingAlias = { kind: 'route', method: 'POST', route: '/cdg/booking/create/[storeId]', file: 'src/app/api/booking/create/[storeId]/route.ts' } as const;
const requests = (name: string) => fc.sample(fuzzRequest(bookingAlias, 'http://127.0.0.1:3000', { Authorization: 'Bearer x' }), propertyRuns(name, 30));

describe('fuzz seeds', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('draw the same requests on every run, and different ones for different properties', () => {
    vi.stubEnv('FUZZ_FRESH', '');
    vi.stubEnv('FUZZ_SEED', '');
    expect(JSON.stringify(requests('POST fuzz on SQLite: POST /cdg/booking/create/[storeId]'))).toBe(
      JSON.stringify(requests('POST fuzz on SQLite: POST /cdg/booking/create/[storeId]')),
    );
    expect(JSON.stringify(requests('POST fuzz on SQLite: POST /cdg/booking/create/[storeId]'))).not.toBe(
      JSON.stringify(requests('POST fuzz on PostgreSQL: POST /cdg/booking/create/[storeId]')),
    );
    const reads = () => fc.sample(fuzzRead('/restaurants/[city]/[slug]'), propertyRuns('GET fuzz on SQLite: /restaurants/[city]/[slug]', 30));
    expect(JSON.stringify(reads())).toBe(JSON.stringify(reads()));
  });

  it('are fresh under npm run fuzz, and FUZZ_SEED with FUZZ_PATH replays one', () => {
    vi.stubEnv('FUZZ_FRESH', '1');
    vi.stubEnv('FUZZ_RUNS_FACTOR', '3');
    expect(propertyRuns('any', 10)).toEqual({ numRuns: 30 });
    vi.stubEnv('FUZZ_SEED', '-42');
    vi.stubEnv('FUZZ_PATH', '3:1');
    expect(propertyRuns('any', 10)).toEqual({ numRuns: 10, seed: -42, path: '3:1' });
  });
});
