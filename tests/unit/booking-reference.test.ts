import { describe, expect, it } from 'vitest';
import { newBookingReference, newManageToken } from '@/features/booking/reference';

const SAMPLES = 2000;
const REFERENCE = /^MG-[346789ABCDEFGHJKMNPQRTWXY]{4}-[346789ABCDEFGHJKMNPQRTWXY]{4}$/;
const sample = <T>(make: () => T) => Array.from({ length: SAMPLES }, make);

describe('newBookingReference', () => {
  it('reads like MG-XXXX-XXXX in the phone-safe alphabet', () => {
    for (const reference of sample(newBookingReference)) expect(reference).toMatch(REFERENCE);
  });

  it('never uses characters that are confused on the phone', () => {
    const used = new Set(sample(newBookingReference).flatMap((reference) => [...reference.slice(3).replace('-', '')]));
    for (const ambiguous of '0O1IL5S2ZUV') expect(used.has(ambiguous)).toBe(false);
    // 16,000 draws from 25 characters: every one of them shows up, so the whole alphabet is in use.
    expect([...used].sort().join('')).toBe('346789ABCDEFGHJKMNPQRTWXY');
  });

  it('does not repeat itself', () => {
    expect(new Set(sample(newBookingReference)).size).toBe(SAMPLES);
  });
});

describe('newManageToken', () => {
  it('is 32 URL-safe characters', () => {
    for (const token of sample(newManageToken)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(encodeURIComponent(token)).toBe(token);
    }
  });

  it('does not repeat itself', () => {
    expect(new Set(sample(newManageToken)).size).toBe(SAMPLES);
  });
});
