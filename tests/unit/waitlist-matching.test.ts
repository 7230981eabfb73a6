import { describe, expect, it } from 'vitest';
import type { TableHold } from '@/features/booking/domain/types';
import { liveAt } from '@/features/booking/ledger/ledger';
import { firstInLine, offerFor, offerHoldUntil, windowPassed, type WaitingEntry } from '@/features/waitlist/domain/waitlist-matching';
import { bookingConfig, oneTable, TABLE_BOOKING } from '../support/booking-config';

// 10 July 2026 is a Friday in BST: 09:00Z is 10:00 in London.
const NOW = new Date('2026-07-10T09:00:00Z');
const DATE = '2026-07-10';
const bst = (time: string) => new Date(`${DATE}T${time}:00+01:00`);

// One table for one to eight: whoever holds it holds the restaurant.
const config = bookingConfig({ areas: oneTable(1, 8) });
const TABLE = '1:1';

const entry = (id: number, overrides: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id,
  date: DATE,
  from: '18:30',
  until: '19:30',
  adults: 2,
  children: 0,
  joinedAt: new Date(NOW.getTime() - (100 - id) * 60_000),
  ...overrides,
});
/** A party of two dines 90 minutes; a hold from 18:00 to 21:00 covers every arrival from 16:45 to 20:45. */
const evening: TableHold[] = [{ tableKey: TABLE, startsAt: bst('18:00'), endsAt: bst('21:00'), covers: 6 }];

describe('waitlist matching', () => {
  it('offers nothing while the table is taken across the whole window, and the earliest time in the window once it frees', () => {
    expect(offerFor(config, entry(1), evening, NOW)).toBeNull();
    const offer = offerFor(config, entry(1), [], NOW);
    expect(offer).toMatchObject({ occasionId: TABLE_BOOKING, time: '18:30', plan: { outcome: 'book', table: { key: TABLE } } });
    expect(offer!.plan.startsAt).toEqual(bst('18:30'));
  });

  it('offers only times inside the window, as the engine would sell them', () => {
    // Free from 20:00: a party of two arriving 18:30-19:30 would still overlap the hold until 20:00.
    const early: TableHold[] = [{ tableKey: TABLE, startsAt: bst('18:00'), endsAt: bst('20:00'), covers: 6 }];
    expect(offerFor(config, entry(1), early, NOW)).toBeNull();
    expect(offerFor(config, entry(1, { from: '19:30', until: '21:00' }), early, NOW)?.time).toBe('20:00');
  });

  it('offers no time less than two hours from the diner’s own bookings, as the website would refuse it', () => {
    const window = entry(1, { from: '18:30', until: '21:00' });
    // Their own table at another restaurant at 19:00: 21:00 is the first time two hours from it.
    expect(offerFor(config, window, [], NOW, [bst('19:00')])?.time).toBe('21:00');
    expect(offerFor(config, entry(1, { from: '18:30', until: '20:45' }), [], NOW, [bst('19:00')])).toBeNull();
    // Arrivals further off leave the window as it was.
    expect(offerFor(config, window, [], NOW, [bst('12:00')])?.time).toBe('18:30');
  });

  it('passes over a party the freed table cannot seat, to the next in line who fits', () => {
    const tooBig = entry(1, { adults: 10 });
    const fits = entry(2, { adults: 4 });
    expect(firstInLine(config, [tooBig, fits], [], NOW)?.entry.id).toBe(2);
    expect(firstInLine(config, [tooBig], [], NOW)).toBeNull();
  });

  it('offers the table to the first in line by when they joined, whatever order the entries come in', () => {
    const later = entry(1, { joinedAt: new Date('2026-07-09T12:00:00Z') });
    const earlier = entry(2, { joinedAt: new Date('2026-07-08T12:00:00Z') });
    expect(firstInLine(config, [later, earlier], [], NOW)?.entry.id).toBe(2);
    // Joined at the same moment: the lower id (the first row written) goes first.
    const tie = new Date('2026-07-08T12:00:00Z');
    expect(firstInLine(config, [entry(7, { joinedAt: tie }), entry(5, { joinedAt: tie })], [], NOW)?.entry.id).toBe(5);
  });

  it('holds the table for 15 minutes, or the restaurant’s own setting, and a lapsed hold frees it for the next in line', () => {
    expect(offerHoldUntil(config, NOW)).toEqual(new Date(NOW.getTime() + 15 * 60_000));
    expect(offerHoldUntil(bookingConfig({ rules: { waitlistHoldMinutes: 30 } }), NOW)).toEqual(new Date(NOW.getTime() + 30 * 60_000));

    // The first diner's offer: an unconfirmed booking on the table until its hold ends, as the ledger counts it.
    const offered = offerFor(config, entry(1), [], NOW)!;
    const holdUntil = offerHoldUntil(config, NOW);
    const heldAt = (now: Date) =>
      liveAt({ status: 'unconfirmed', holdUntil }, now) ? [{ tableKey: TABLE, startsAt: offered.plan.startsAt, endsAt: offered.plan.endsAt, covers: 2 }] : [];
    const next = entry(2);
    const during = new Date(NOW.getTime() + 14 * 60_000);
    const after = new Date(NOW.getTime() + 15 * 60_000);
    expect(firstInLine(config, [next], heldAt(during), during)).toBeNull();
    expect(firstInLine(config, [next], heldAt(after), after)?.entry.id).toBe(2);
  });

  it('expires an entry once its last arrival time has come, and never offers it a table', () => {
    const lunch = entry(1, { from: '12:00', until: '13:00' });
    expect(windowPassed(lunch, NOW)).toBe(false);
    expect(windowPassed(lunch, bst('13:00'))).toBe(true);
    expect(firstInLine(config, [lunch], [], bst('13:00'))).toBeNull();
  });

  it('never offers a time that needs a card guarantee', () => {
    const guarded = bookingConfig({ areas: oneTable(1, 8), rules: { cardGuaranteeFromCovers: 2 } });
    expect(offerFor(guarded, entry(1), [], NOW)).toBeNull();
  });
});
