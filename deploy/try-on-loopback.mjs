// `npm run deploy:loopback`: the scale-out recipe (README, "Running several instances behind nginx") brought up on
// this machine's loopback (deploy/lib/recipe.mjs) and put through its paces. Through nginx it runs
//   1. tests/scale-out/through-nginx.test.ts: pages, build files from nginx's disk, the micro-cache, Origin checks and
//      rate limits counted across both instances;
//   2. tests/scale-out/edits-everywhere.test.ts: an edit saved in the back-office shows on both instances within 5 s;
//   3. tests/integration/booking-capacity.test.ts: no table sold twice, with the requests spread over both instances;
//   4. tests/scale-out/last-table-race.test.ts: website and staff bookings racing for the last table give exactly one;
//   5. tests/scale-out/instance-loss.test.ts: one instance stopped (SIGTERM) under a booking burst: no failed request,
//      every confirmed booking stored;
// then tears it all down. Needs the build (made when missing), PostgreSQL's server binaries and nginx.
//   --keep          bring it up and leave it running for a browser (Ctrl-C tears it down) instead of testing
//   --reports DIR   write each test run's JSON report to DIR (npm test counts them)
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { bringUpRecipe } from './lib/recipe.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const keep = process.argv.includes('--keep');
const reportsAt = process.argv.indexOf('--reports');
const reports = reportsAt > 0 ? path.resolve(process.argv[reportsAt + 1]) : null;
const work = path.join(root, '.tmp', 'loopback');
const logDir = process.env.TEST_LOG_DIR ?? path.join(work, 'logs');

/** One vitest run of `file` against the recipe; true when every test passed. */
function runTests(title, project, file, env) {
  console.log(`\n── Through nginx: ${title}`);
  const report = reports ? ['--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, `${path.basename(file, '.test.ts')}.json`)}`] : [];
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', project, ...report, file], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

// npm test has built the site already (SKIP_BUILD=1): a rebuild here would change the files under the servers it
// still has to test.
if (process.env.SKIP_BUILD !== '1') ensureBuild(root);
const secret = (process.env.PAYLOAD_SECRET ??= 'loopback-secret-0123456789abcdef0123456789abcdef');
let recipe;
let ok = false;
try {
  recipe = await bringUpRecipe({ root, work, logDir });
  const { nginx, instances, databaseUrl } = recipe;
  console.log(`\nnginx ${nginx.url} in front of ${instances.map((instance) => instance.url).join(' and ')}, PostgreSQL ${databaseUrl}`);
  if (keep) {
    console.log('Running; Ctrl-C tears it down.');
    process.on('SIGINT', () => void recipe.tearDown().then(() => process.exit(0)));
    await new Promise(() => {});
  }

  const env = {
    TEST_PAYLOAD_SECRET: secret,
    TEST_SCALE_OUT_URL: nginx.url,
    TEST_SCALE_OUT_INSTANCES: instances.map((instance) => instance.url).join(','),
  };
  if (reports) mkdirSync(reports, { recursive: true });
  ok = runTests('pages, build files, micro-cache, Origin, shared rate limits', 'scale-out', 'tests/scale-out/through-nginx.test.ts', env);
  ok = runTests('an edit shows on every instance', 'scale-out', 'tests/scale-out/edits-everywhere.test.ts', env) && ok;
  // The concurrency test's two sites are both nginx: each request goes to whichever instance nginx picks.
  ok =
    runTests('no table sold twice', 'integration', 'tests/integration/booking-capacity.test.ts', {
      ...env,
      TEST_POSTGRES_URL: nginx.url,
      TEST_POSTGRES_SECOND_URL: nginx.url,
    }) && ok;
  ok = runTests('website and staff race for the last table', 'scale-out', 'tests/scale-out/last-table-race.test.ts', env) && ok;
  ok =
    runTests('an instance lost under load', 'scale-out', 'tests/scale-out/instance-loss.test.ts', {
      ...env,
      TEST_SCALE_OUT_VICTIM_PID: String(instances[1].pid),
    }) && ok;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
} finally {
  await recipe?.tearDown();
}
if (!ok) console.log(`Logs: ${logDir} (the instances) and ${path.join(work, 'logs')} (nginx)`);
process.exit(ok ? 0 : 1);
