/**
 * A Payload instance in the test process, on the database an app server of `npm test` is using: a worker or a
 * verifier of our own, beside the servers' (the same code, a separate process's connections). Each database gets its
 * own copy of the config, because the config reads DATABASE_URL when it is loaded.
 */
import { vi } from 'vitest';
import type { Payload } from 'payload';

const instances = new Map<string, Promise<Payload>>();
/** One at a time: loading a config reads process.env, which each load changes. */
let loading: Promise<unknown> = Promise.resolve();

/**
 * `name` tells instances on one database apart: each has its own connections, like another process. `settings` are
 * more environment for this instance (such as SMTP_URL), read when its config loads.
 */
export function payloadOn(databaseUrl: string, name = 'default', settings: Record<string, string> = {}): Promise<Payload> {
  const key = `${databaseUrl}#${name}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loading.then(async () => {
      const environment = { DATABASE_URL: databaseUrl, PAYLOAD_SECRET: process.env.TEST_PAYLOAD_SECRET, SMTP_URL: '', ...settings };
      const previous = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
      Object.assign(process.env, environment);
      try {
        vi.resetModules();
        const [{ default: config }, { getPayload }] = await Promise.all([import('@/payload.config'), import('payload')]);
        return await getPayload({ config, key });
      } finally {
        for (const [name, value] of Object.entries(previous)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    });
    loading = instance.catch(() => undefined);
    instances.set(key, instance);
  }
  return instance;
}

/** Closes every instance's connections (call from `afterAll`). */
export async function closePayloadInstances(): Promise<void> {
  const open = [...instances.values()];
  instances.clear();
  await Promise.all(open.map(async (instance) => (await instance).destroy()));
}

/** The database URLs `npm test` passes for each running site. */
export const databaseUrlOf = (name: 'SQLite' | 'PostgreSQL') =>
  (name === 'SQLite' ? process.env.TEST_SQLITE_DATABASE_URL : process.env.TEST_POSTGRES_DATABASE_URL) ??
  (() => {
    throw new Error(`npm test passes the ${name} database URL`);
  })();

/** Closes one instance's connections, as `payloadOn(databaseUrl, name)` opened it. */
export async function closePayloadInstance(databaseUrl: string, name = 'default'): Promise<void> {
  const key = `${databaseUrl}#${name}`;
  const instance = instances.get(key);
  instances.delete(key);
  if (instance) await (await instance).destroy();
}
