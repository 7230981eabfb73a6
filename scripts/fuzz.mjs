// `npm run fuzz -- --minutes 10`: the fuzz tests with fresh seeds, round after round, for as long as asked, where
// `npm test` runs fixed ones (tests/support/fuzz-seeds.ts). Each round runs the schema fuzz
// (tests/unit/request-schemas-any-value.test.ts) and the fuzz of the running site's POST endpoints, server actions and
// readable addresses, with their /cdg aliases (tests/integration/fuzz-*.test.ts). Every failure is printed with its
// seed and path and the command that replays it; add what it found to tests/support/fuzz-counterexamples.ts.
//
//   --minutes N   how long to keep starting rounds (10 by default)
//   --site URL    fuzz a site already running from this checkout's build, started with TRUST_PROXY=127.0.0.1,::1
//                 (each request speaks as a visitor of its own); without it, the build is made when not current
//                 and a site is started on a fresh SQLite database, on TEST_PORT_BASE + 5 (3105 by default)
//   --runs N      multiply each round's runs by N (1 by default)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from './lib/build.mjs';
import { startSiteServer } from './lib/site-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, site: { type: 'string' }, runs: { type: 'string', default: '1' } } });
const minutes = Number(values.minutes);
const runsFactor = Number(values.runs);
if (!(minutes > 0) || !(runsFactor > 0)) {
  console.error('Usage: npm run fuzz -- [--minutes 10] [--site http://127.0.0.1:3000] [--runs 1]');
  process.exit(2);
}

const FILES = {
  unit: ['tests/unit/request-schemas-any-value.test.ts'],
  integration: ['tests/integration/fuzz-post-endpoints.test.ts', 'tests/integration/fuzz-get-addresses.test.ts'],
};
const work = path.join(root, '.tmp', 'fuzz');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

let site = values.site;
let stop = async () => {};
if (!site) {
  ensureBuild(root);
  const port = Number(process.env.TEST_PORT_BASE ?? 3100) + 5;
  console.log(`Starting the site on a fresh SQLite database, port ${port}…`);
  const server = await startSiteServer({
    root,
    name: 'fuzz',
    port,
    logDir: path.join(work, 'logs'),
    databaseUrl: `file:${path.join(work, 'site.db')}`,
    env: { MEDIA_DIR: path.join(work, 'media'), TRUST_PROXY: '127.0.0.1,::1' },
  });
  site = server.url;
  stop = server.stop;
}
process.on('SIGINT', async () => {
  await stop();
  process.exit(130);
});

/** The failed tests of a Vitest JSON report, each with fast-check's seed, path and counterexample. */
function failuresIn(report) {
  if (!existsSync(report)) return [{ test: `(no report: the run itself failed, see above)`, seed: null }];
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  return testResults.flatMap(({ name: file, assertionResults }) =>
    assertionResults
      .filter((result) => result.status === 'failed')
      .map((result) => {
        const message = result.failureMessages.join('\n');
        const found = /seed: (-?\d+), path: "([^"]*)"/.exec(message);
        const example = /Counterexample: (.*)/.exec(message);
        return {
          file: path.relative(root, file),
          test: result.fullName,
          seed: found?.[1] ?? null,
          path: found?.[2] ?? null,
          example: example?.[1] ?? message.split('\n')[0],
        };
      }),
  );
}

const deadline = Date.now() + minutes * 60_000;
const failures = [];
let round = 0;
while (Date.now() < deadline) {
  round += 1;
  console.log(`\n── Round ${round} (fresh seeds, ${Math.max(0, Math.round((deadline - Date.now()) / 60_000))} min left)`);
  const report = path.join(work, `round-${round}.json`);
  spawnSync(
    vitest,
    [
      'run',
      '--project',
      'unit',
      '--project',
      'integration',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${report}`,
      ...FILES.unit,
      ...FILES.integration,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, FUZZ_FRESH: '1', FUZZ_RUNS_FACTOR: String(runsFactor), TEST_SQLITE_URL: site, TEST_POSTGRES_URL: '' },
    },
  );
  for (const failure of failuresIn(report)) {
    failures.push(failure);
    console.log(`\nFAILED (round ${round}): ${failure.test}`);
    if (failure.example) console.log(`  counterexample: ${failure.example}`);
    if (failure.seed !== null) {
      const project = failure.file.startsWith('tests/unit') ? 'unit' : 'integration';
      console.log(`  seed ${failure.seed}, path ${failure.path}; replay with:`);
      console.log(
        `  FUZZ_SEED=${failure.seed} FUZZ_PATH=${failure.path} TEST_SQLITE_URL=${site} npx vitest run --project ${project} ${failure.file} -t '${failure.test.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "'\\''")}'`,
      );
    }
  }
}
await stop();
console.log(`\n${round} rounds, ${failures.length} failures${failures.length ? ': add each counterexample to tests/support/fuzz-counterexamples.ts' : ''}.`);
process.exit(failures.length ? 1 : 0);
