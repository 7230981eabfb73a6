import { describe, expect, it } from 'vitest';
import { isLostDatabaseConnection } from '@/server/database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isLostDatabaseConnection', () => {
  it('knows the driver and the server saying the connection is gone or cannot be made', () => {
    expect(isLostDatabaseConnection(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isLostDatabaseConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isLostDatabaseConnection(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isLostDatabaseConnection(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isLostDatabaseConnection(withCode('connection failure', '08006'))).toBe(true);
  });

  it('finds it wrapped, as Payload and Drizzle hand it on', () => {
    const query = new Error('Failed query: select "id" from "bookings"', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') });
    expect(isLostDatabaseConnection(new Error('Something went wrong', { cause: query }))).toBe(true);
  });

  it('leaves every other failure a failure', () => {
    expect(isLostDatabaseConnection(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isLostDatabaseConnection(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isLostDatabaseConnection('Connection terminated')).toBe(false);
    expect(isLostDatabaseConnection(undefined)).toBe(false);
  });
});
