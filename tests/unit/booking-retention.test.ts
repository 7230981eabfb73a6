import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';

describe('booking retention setting', () => {
  it('keeps diners’ details on a booking 24 months after the visit unless BOOKING_RETENTION_MONTHS says otherwise', () => {
    expect(parseEnv({}).BOOKING_RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ BOOKING_RETENTION_MONTHS: '' }).BOOKING_RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ BOOKING_RETENTION_MONTHS: '36' }).BOOKING_RETENTION_MONTHS).toBe(36);
    expect(() => parseEnv({ BOOKING_RETENTION_MONTHS: '0' })).toThrow(/BOOKING_RETENTION_MONTHS/);
    expect(() => parseEnv({ BOOKING_RETENTION_MONTHS: 'two years' })).toThrow(/BOOKING_RETENTION_MONTHS/);
  });
});
