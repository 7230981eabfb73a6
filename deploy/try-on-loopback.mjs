// `npm run deploy:loopback`: the scale-out recipe (README, "Running several instances") brought up on this machine's
// loopback and put through its paces: a throwaway PostgreSQL, two app instances on it, nginx in front with
// deploy/nginx/marigold-grill.conf.template. Through nginx it runs
//   1. tests/scale-out/through-nginx.test.ts: pages, build files from nginx's disk, the micro-cache, Origin checks and
//      rate limits counted across both instances;
//   2. tests/scale-out/edits-everywhere.test.ts: an edit saved in the back-office shows on both instances within 5 s;
//   3. tests/integration/booking-capacity.test.ts: no table sold twice, with the requests spread over both instances;
//   4. tests/scale-out/instance-loss.test.ts: one instance stopped (SIGTERM) under a booking burst: no failed request,
//      every confirmed booking stored;
// then tears it all down. Needs the build (made when missing), PostgreSQL's server binaries and nginx.
//   --keep          bring it up and leave it running for a browser (Ctrl-C tears it down) instead of testing
//   --reports DIR   write each test run's JSON report to DIR (npm test counts them)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startSiteServer } from '../scripts/lib/site-server.mjs';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { startNginx } from './lib/nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const keep = process.argv.includes('--keep');
const reportsAt = process.argv.indexOf('--reports');
const reports = reportsAt > 0 ? path.resolve(process.argv[reportsAt + 1]) : null;
const work = path.join(root, '.tmp', 'loopback');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const logDir = process.env.TEST_LOG_DIR ?? path.join(work, 'logs');

const stops = [];
async function tearDown() {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  stops.length = 0;
}
process.on('SIGINT', () => void tearDown().then(() => process.exit(keep ? 0 : 1)));

/** One vitest run of `files` against the recipe; true when every test passed. */
function runTests(title, project, files, env) {
  console.log(`\n── Through nginx: ${title}`);
  const report = reports ? [`--reporter=default`, `--reporter=json`, `--outputFile=${path.join(reports, `${project}-${path.basename(files[0], '.test.ts')}.json`)}`] : [];
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', project, ...report, ...files], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

let ok = false;
try {
  ensureBuild(root);
  const secret = process.env.PAYLOAD_SECRET ?? 'loopback-secret-0123456789abcdef0123456789abcdef';
  process.env.PAYLOAD_SECRET = secret;

  const postgres = await startThrowawayPostgres({ port: await freePort() });
  stops.push(async () => postgres.stop());
  postgres.createDatabase('marigold');
  const databaseUrl = postgres.url('marigold');

  const publicPort = await freePort();
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  // What every instance shares besides the database: the public address (the Origin check compares it), the proxy
  // it trusts, and the folders of uploaded media and CVs (a shared volume, on several machines).
  const shared = {
    SITE_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1,::1',
    MEDIA_DIR: path.join(work, 'media'),
    UPLOADS_DIR: path.join(work, 'uploads'),
  };
  const instances = [];
  // One after the other: the first prepares the database (migrations, demo content), the second finds it ready.
  for (const name of ['instance-a', 'instance-b']) {
    const instance = await startSiteServer({ root, name: `loopback-${name}`, port: await freePort(), databaseUrl, logDir, env: shared });
    stops.push(instance.stop);
    instances.push(instance);
  }
  const nginx = await startNginx({ root, work, port: publicPort, upstreams: instances.map((instance) => new URL(instance.url).host), staticRoot: path.join(root, '.next', 'static') });
  stops.push(nginx.stop);
  console.log(`\nnginx ${nginx.url} in front of ${instances.map((instance) => instance.url).join(' and ')}, PostgreSQL ${databaseUrl}`);

  if (keep) {
    console.log('Running; Ctrl-C tears it down.');
    await new Promise(() => {});
  }

  const env = {
    TEST_PAYLOAD_SECRET: secret,
    TEST_SCALE_OUT_URL: nginx.url,
    TEST_SCALE_OUT_INSTANCES: instances.map((instance) => instance.url).join(','),
    TEST_SCALE_OUT_DATABASE_URL: databaseUrl,
  };
  if (reports) mkdirSync(reports, { recursive: true });
  ok = runTests('pages, build files, micro-cache, Origin, shared rate limits', 'scale-out', ['tests/scale-out/through-nginx.test.ts'], env);
  ok = runTests('an edit shows on every instance', 'scale-out', ['tests/scale-out/edits-everywhere.test.ts'], env) && ok;
  // The concurrency test's two sites are both nginx: each request goes to whichever instance nginx picks.
  ok = runTests('no table sold twice', 'integration', ['tests/integration/booking-capacity.test.ts'], { ...env, TEST_POSTGRES_URL: nginx.url, TEST_POSTGRES_SECOND_URL: nginx.url }) && ok;
  ok = runTests('an instance lost under load', 'scale-out', ['tests/scale-out/instance-loss.test.ts'], { ...env, TEST_SCALE_OUT_VICTIM_PID: String(instances[1].pid) }) && ok;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
} finally {
  await tearDown();
}
if (!ok) console.log(`Logs: ${logDir} (the instances), ${path.join(work, 'logs')} (nginx)`);
process.exit(ok ? 0 : 1);
