// The scale-out recipe on this machine's loopback: a throwaway PostgreSQL, two app instances on it, nginx in front
// (deploy/nginx/marigold-grill.conf.template). Used by deploy/try-on-loopback.mjs and bench/throughput.mjs.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startSiteServer } from '../../scripts/lib/site-server.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { startNginx } from './nginx.mjs';

/**
 * Brings the recipe up under `work` (emptied first), the instances logging to `logDir`. The build must be current.
 * `tearDown` stops whatever came up, also when bringing it up failed half-way (then it throws after tearing down).
 */
export async function bringUpRecipe({ root, work, logDir, instanceCount = 2 }) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const stops = [];
  const tearDown = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
    stops.length = 0;
  };
  try {
    const postgres = await startThrowawayPostgres({ port: await freePort() });
    stops.push(async () => postgres.stop());
    postgres.createDatabase('marigold');
    const databaseUrl = postgres.url('marigold');

    const publicPort = await freePort();
    // What every instance shares besides the database and the secret: the public address (the Origin check compares
    // it), the proxy it trusts, and the folders of uploaded media and CVs (a shared volume, on several machines).
    const shared = {
      SITE_URL: `http://127.0.0.1:${publicPort}`,
      TRUST_PROXY: '127.0.0.1,::1',
      MEDIA_DIR: path.join(work, 'media'),
      UPLOADS_DIR: path.join(work, 'uploads'),
    };
    const instances = [];
    // One after the other: the first prepares the database (migrations, demo content), the others find it ready.
    for (let n = 1; n <= instanceCount; n++) {
      const instance = await startSiteServer({ root, name: `loopback-instance-${n}`, port: await freePort(), databaseUrl, logDir, env: shared });
      stops.push(instance.stop);
      instances.push(instance);
    }
    const nginx = await startNginx({
      root,
      work,
      port: publicPort,
      upstreams: instances.map((instance) => new URL(instance.url).host),
      staticRoot: path.join(root, '.next', 'static'),
    });
    stops.push(nginx.stop);
    return { nginx, instances, databaseUrl, tearDown };
  } catch (error) {
    await tearDown();
    throw error;
  }
}
