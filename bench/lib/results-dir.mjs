// Where a bench saves its figures and reports: bench/results, or BENCH_RESULTS_DIR (`npm test`'s smoke runs use their
// own folder, so a smoke run never overwrites a real measurement).
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function resultsPath(file) {
  const dir = process.env.BENCH_RESULTS_DIR ?? 'bench/results';
  mkdirSync(dir, { recursive: true });
  return path.join(dir, file);
}
