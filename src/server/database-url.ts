import type { Payload } from 'payload';

/**
 * The database a Payload instance works on, as DATABASE_URL names it, read from its adapter: code given a Payload
 * instance keeps what it stores beside that instance's data, even in a process that holds instances on two databases
 * (the integration tests' workers do).
 */
export function databaseUrlOf(payload: Payload): string {
  const adapter = payload.db as { poolOptions?: { connectionString?: string }; clientConfig?: { url?: string } };
  const url = adapter.poolOptions?.connectionString ?? adapter.clientConfig?.url;
  if (!url) throw new Error(`The ${payload.db.name} adapter does not say which database it uses`);
  return url;
}
