// Generates a migration for each database dialect from the current content model:
//   npm run migrate:create -- name_of_change
// SQLite and PostgreSQL need their own SQL, so both folders under src/migrations get one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const name = process.argv[2] ?? 'change';
const scratch = '.tmp/migrations';
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const create = (databaseUrl) => {
  const result = spawnSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'x'.repeat(32), NODE_OPTIONS: '--no-deprecation' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

create(`file:./${scratch}/scratch.db`);
const postgres = await startThrowawayPostgres({ port: Number(process.env.MIGRATIONS_PG_PORT ?? 55439) });
try {
  postgres.createDatabase('migrations');
  create(postgres.url('migrations'));
} finally {
  postgres.stop();
}
