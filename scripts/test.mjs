// `npm test`: every check and test, in order of cost.
//   1. typecheck, lint, format, knip 3. build the site (when not current)
//   2. unit tests (Vitest)         4. start it on a fresh SQLite database, and on a throwaway PostgreSQL,
//                                     each with a second process on the same database
//   5. integration tests against both servers over HTTP (Vitest)
//   6. the scale-out recipe: two instances on PostgreSQL behind nginx, tested through nginx (deploy/try-on-loopback.mjs)
//   7. end-to-end tests in Chromium against the SQLite server (Playwright)
//   8. a smoke run of each benchmark (bench/): seconds each, against the servers started in 4 (scripts/lib/bench-smoke.mjs)
// PostgreSQL and nginx are skipped with a warning when missing, except under CI, where they are required, and where
// the run fails if either database's half of the integration tests did not run in full.
//
// `npm test -- tests/integration/offers.test.ts tests/e2e/menus.spec.ts` runs only the named test files (a suite with
// none of them is skipped; `bench` names the smoke runs), and `--sqlite-only` starts no PostgreSQL: both are for
// working on a change; CI runs all.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runBenchSmokes } from './lib/bench-smoke.mjs';
import { ensureBuild } from './lib/build.mjs';
import { missingDatabaseHalves } from './lib/database-halves.mjs';
import { runStep } from './lib/run-step.mjs';
import { personalDataInLogs } from './lib/scan-logs.mjs';
import { startSiteServer } from './lib/site-server.mjs';
import { findPostgresBin, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { findNginx } from '../deploy/lib/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const onlyFiles = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// Never under CI, where PostgreSQL's half of the suite must run.
const sqliteOnly = process.argv.includes('--sqlite-only') && !process.env.CI;
const filesUnder = (folder) => onlyFiles.filter((file) => path.normalize(file).startsWith(path.join('tests', folder)));
/** Whether a suite runs: always, or when one of the named files is in it; then only those files. */
const runsStep = (folder) => onlyFiles.length === 0 || filesUnder(folder).length > 0;
const runsBenchSmokes = onlyFiles.length === 0 || onlyFiles.some((file) => path.normalize(file).split(path.sep)[0] === 'bench');
const skipped = (title) => (console.log(`\n── ${title}: none of the named test files`), true);
process.chdir(root);
const work = path.join(root, '.tmp', 'test-run');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const logDir = path.join(work, 'logs');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Ports of the test servers; TEST_PORT_BASE moves them all, so two checkouts can run their tests side by side.
const portBase = Number(process.env.TEST_PORT_BASE ?? 3100);
const port = { sqlite: portBase, postgres: portBase + 1, sqliteSecond: portBase + 2, postgresSecond: portBase + 3, database: 55432 + (portBase - 3100) };

const cleanups = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed step and the lines of its output that say why, repeated at the end of the run. */
const failedSteps = [];

async function step(title, command, args, env = {}) {
  console.log(`\n── ${title}`);
  const { status, tellingLines } = await runStep(command, args, env);
  if (status !== 0) failedSteps.push({ title: `${title} exited ${status}`, lines: tellingLines });
  return status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** The servers' logs, once they have stopped: no line may hold what the tests typed in as people (one more test). */
function logsHoldNoPersonalData() {
  console.log('\n── Server logs hold no personal data');
  const findings = personalDataInLogs(logDir);
  for (const finding of findings) console.log(finding);
  totals[findings.length === 0 ? 'passed' : 'failed'] += 1;
  return findings.length === 0;
}

async function finish(ok) {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (existsSync(logDir)) ok = logsHoldNoPersonalData() && ok;
  for (const { title, lines } of failedSteps) {
    console.log(`\n✘ ${title}${lines.length ? ':' : ''}`);
    for (const line of lines) console.log(`    ${line}`);
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (!ok) console.log(`Server logs: ${logDir}`);
  process.exit(ok ? 0 : 1);
}

process.on('SIGINT', () => finish(false));

let ok =
  (await step('Typecheck', bin('tsc'), ['--noEmit'])) &&
  (await step('Lint', bin('eslint'), ['.', '--max-warnings=0'])) &&
  // One format for every file (.prettierrc.json; .prettierignore leaves out generated files and prose): `npm run format`.
  (await step('Format', bin('prettier'), ['--check', '--log-level=warn', '.'])) &&
  // Unused files, exports and dependencies (knip.jsonc).
  (await step('Unused code', bin('knip'), ['--no-progress']));
if (!ok) await finish(false);

const unitReport = path.join(work, 'unit.json');
ok = runsStep('unit')
  ? await step('Unit tests', bin('vitest'), [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${unitReport}`,
      ...filesUnder('unit'),
    ])
  : skipped('Unit tests');
countVitest(unitReport);
if (!ok) await finish(false);

console.log('\n── Build');
ensureBuild(root);

const testSecret = 'test-secret-0123456789abcdef0123456789abcdef';
process.env.PAYLOAD_SECRET = testSecret;
// Third parties the browser tests answer themselves (tests/e2e/fixtures.ts): consent and tracking scripts, map tiles.
const thirdParties = {
  CONSENT_SCRIPT_URL: 'https://consent.test/cmp.js',
  TRACKING_SCRIPT_URL: 'https://tracking.test/tracker.js',
  MAP_TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
};
// The sites run as behind nginx: a test names its visitor's address in X-Forwarded-For (tests/support/visitor.ts).
const behindProxy = { TRUST_PROXY: '127.0.0.1,::1' };
const servers = { TEST_PAYLOAD_SECRET: testSecret, TEST_LOG_DIR: logDir };
try {
  console.log('\n── Starting the site on SQLite');
  const sqliteDatabaseUrl = `file:${path.join(work, 'sqlite', 'site.db')}`;
  const sqlite = await startSiteServer({
    root,
    name: 'sqlite',
    port: port.sqlite,
    logDir,
    databaseUrl: sqliteDatabaseUrl,
    env: { MEDIA_DIR: path.join(work, 'sqlite', 'media'), ...thirdParties, ...behindProxy },
  });
  cleanups.push(sqlite.stop);
  servers.TEST_SQLITE_URL = sqlite.url;
  servers.TEST_SQLITE_DATABASE_URL = sqliteDatabaseUrl;
  // A second process on the same file: the booking tests prove that two processes never sell one table twice.
  const sqliteSecond = await startSiteServer({
    root,
    name: 'sqlite-second',
    port: port.sqliteSecond,
    logDir,
    databaseUrl: sqliteDatabaseUrl,
    env: { MEDIA_DIR: path.join(work, 'sqlite', 'media'), ...thirdParties, ...behindProxy },
  });
  cleanups.push(sqliteSecond.stop);
  servers.TEST_SQLITE_SECOND_URL = sqliteSecond.url;

  if (findPostgresBin() && !sqliteOnly) {
    console.log('── Starting a throwaway PostgreSQL and the site on it');
    const postgres = await startThrowawayPostgres({ port: port.database });
    cleanups.push(async () => postgres.stop());
    postgres.createDatabase('site');
    const site = await startSiteServer({
      root,
      name: 'postgres',
      port: port.postgres,
      logDir,
      databaseUrl: postgres.url('site'),
      env: { MEDIA_DIR: path.join(work, 'postgres', 'media'), ...behindProxy },
    });
    cleanups.push(site.stop);
    servers.TEST_POSTGRES_URL = site.url;
    servers.TEST_POSTGRES_DATABASE_URL = postgres.url('site');
    // Two app instances on one database, as PostgreSQL deployments scale out.
    const second = await startSiteServer({
      root,
      name: 'postgres-second',
      port: port.postgresSecond,
      logDir,
      databaseUrl: postgres.url('site'),
      env: { MEDIA_DIR: path.join(work, 'postgres', 'media'), ...behindProxy },
    });
    cleanups.push(second.stop);
    servers.TEST_POSTGRES_SECOND_URL = second.url;
  } else if (process.env.CI) {
    throw new Error('PostgreSQL server binaries are required under CI (.ci/run installs them).');
  } else {
    console.warn('PostgreSQL server binaries not found: the PostgreSQL integration tests are skipped.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await finish(false);
}

const integrationReport = path.join(work, 'integration.json');
ok = runsStep('integration')
  ? await step(
      'Integration tests',
      bin('vitest'),
      ['run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile=${integrationReport}`, ...filesUnder('integration')],
      servers,
    )
  : skipped('Integration tests');
countVitest(integrationReport);
if (process.env.CI) {
  for (const problem of missingDatabaseHalves(integrationReport)) {
    console.error(`Under CI both databases' halves must run: ${problem}.`);
    failedSteps.push({ title: `Under CI both databases' halves must run: ${problem}`, lines: [] });
    ok = false;
  }
}

// The scale-out recipe (deploy/): two instances on a PostgreSQL of their own behind nginx, tested through nginx.
if (!runsStep('scale-out')) {
  skipped('Scale-out recipe');
} else if (findNginx() && findPostgresBin()) {
  const reports = path.join(work, 'scale-out');
  ok =
    (await step('Scale-out recipe behind nginx (deploy/try-on-loopback.mjs)', process.execPath, ['deploy/try-on-loopback.mjs', '--reports', reports], {
      TEST_LOG_DIR: logDir,
      SKIP_BUILD: '1',
    })) && ok;
  if (existsSync(reports)) for (const report of readdirSync(reports)) countVitest(path.join(reports, report));
} else if (process.env.CI) {
  console.error('nginx and the PostgreSQL server binaries are required under CI (.ci/run installs them).');
  ok = false;
} else {
  console.warn('nginx or PostgreSQL not found: the scale-out recipe is not tried.');
}

const e2eReport = path.join(work, 'e2e.json');
ok =
  (runsStep('e2e')
    ? await step('End-to-end tests', bin('playwright'), ['test', ...filesUnder('e2e')], {
        BASE_URL: servers.TEST_SQLITE_URL,
        // The reminder tests date a booking back in the site's database (tests/e2e/reminder-helpers.ts).
        TEST_SQLITE_DATABASE_URL: servers.TEST_SQLITE_DATABASE_URL,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      })
    : skipped('End-to-end tests')) && ok;
countPlaywright(e2eReport);

// Last, so that what the benchmarks create (bookings among them) meets no test.
if (runsBenchSmokes) {
  console.log('\n── Bench smoke runs (bench/, against the SQLite server; throughput against the PostgreSQL ones)');
  const instanceUrls = findNginx() && servers.TEST_POSTGRES_URL ? [servers.TEST_POSTGRES_URL, servers.TEST_POSTGRES_SECOND_URL] : undefined;
  if (!instanceUrls && process.env.CI) {
    console.error('nginx and the PostgreSQL servers are required under CI for bench/throughput.mjs.');
    ok = false;
  } else if (!instanceUrls) {
    console.warn('nginx or the PostgreSQL servers missing: bench/throughput.mjs is not tried.');
  }
  const smokes = runBenchSmokes({
    base: servers.TEST_SQLITE_URL,
    databaseUrl: servers.TEST_SQLITE_DATABASE_URL,
    resultsDir: path.join(work, 'bench'),
    instanceUrls,
  });
  totals.passed += smokes.passed;
  totals.failed += smokes.failed;
  ok = smokes.failed === 0 && ok;
} else {
  skipped('Bench smoke runs');
}

await finish(ok);
