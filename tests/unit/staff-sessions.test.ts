import { describe, expect, it } from 'vitest';
import { sessionChanges } from '@/server/staff-sessions';

const at = (iso: string) => new Date(iso).getTime();
const read = new Map([
  ['a', at('2026-12-01T10:00:00.000Z')],
  ['b', at('2026-12-01T11:00:00.000Z')],
]);

describe('what a session write changed, compared with what it read', () => {
  it('a login adds its own session and drops the expired ones it saw', () => {
    const written = [
      { id: 'b', expiresAt: '2026-12-01T11:00:00.000Z' },
      { id: 'new', expiresAt: new Date('2026-12-01T12:00:00Z') },
    ];
    expect(sessionChanges(read, written)).toEqual({ added: [written[1]], removed: ['a'], extended: [] });
  });

  it('a refresh extends only its own session', () => {
    const written = [
      { id: 'a', expiresAt: '2026-12-01T10:00:00.000Z' },
      { id: 'b', expiresAt: new Date('2026-12-01T13:00:00Z') },
    ];
    expect(sessionChanges(read, written)).toEqual({ added: [], removed: [], extended: [written[1]] });
  });

  it('a logout removes only its own session; a write that changes nothing changes nothing', () => {
    expect(sessionChanges(read, [{ id: 'b', expiresAt: '2026-12-01T11:00:00.000Z' }])).toEqual({ added: [], removed: ['a'], extended: [] });
    const same = [...read].map(([id, expiry]) => ({ id, expiresAt: new Date(expiry) }));
    expect(sessionChanges(read, same)).toEqual({ added: [], removed: [], extended: [] });
  });
});
