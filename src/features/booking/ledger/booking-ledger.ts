import 'server-only';
import { env, isPostgres } from '@/server/env';
import { payloadClient } from '@/server/payload';
import type { BookingLedger } from './ledger';
import { postgresLedger, type PgPool } from './postgres-ledger';
import { sqliteLedger } from './sqlite-ledger';

let ledger: BookingLedger | undefined;

/** This process's ledger, on the database DATABASE_URL names. */
export async function bookingLedger(): Promise<BookingLedger> {
  if (ledger) return ledger;
  const { DATABASE_URL } = env();
  if (isPostgres(DATABASE_URL)) {
    const payload = await payloadClient();
    // Payload's PostgreSQL adapter exposes its node-postgres pool; bookings share it rather than open a second one.
    const adapter = payload.db as unknown as { pool: PgPool };
    ledger = postgresLedger(() => adapter.pool);
  } else {
    ledger = sqliteLedger(DATABASE_URL);
  }
  return ledger;
}
