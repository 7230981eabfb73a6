/**
 * The seeds of the property-based tests (the schema fuzz, the POST and GET fuzz of the running site). `npm test` runs
 * fixed seeds, so a run fails only on what changed, and the same run can be replayed anywhere; `npm run fuzz`
 * (scripts/fuzz.mjs) sets FUZZ_FRESH for new seeds, for as long as asked. A failure prints fast-check's seed and path:
 * FUZZ_SEED=… FUZZ_PATH=… with `-t '<test>'` replays it, and what it found joins tests/support/fuzz-counterexamples.ts.
 */
import type { Parameters } from 'fast-check';

/** The seed `npm test` runs, for every property (each mixes in its own name, so properties do not draw alike). */
const FIXED_SEED = 20_261_127;

/** A stable 32-bit number of a property's name (FNV-1a). */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return hash | 0;
}

const freshSeeds = () => process.env.FUZZ_FRESH === '1';

/**
 * fast-check's parameters for the property `name`: a replay (FUZZ_SEED, FUZZ_PATH), a fresh seed under `npm run fuzz`
 * (which also multiplies the runs by FUZZ_RUNS_FACTOR), else the fixed seed.
 */
export function propertyRuns(name: string, numRuns: number): Parameters<unknown> {
  if (process.env.FUZZ_SEED) return { numRuns, seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH };
  if (freshSeeds()) return { numRuns: Math.round(numRuns * Number(process.env.FUZZ_RUNS_FACTOR ?? 1)) };
  return { numRuns, seed: (FIXED_SEED ^ hashOf(name)) | 0 };
}
