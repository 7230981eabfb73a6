import { describe, expect, it } from 'vitest';
import { DINER_GAP_MINUTES, dinerWindow, tooCloseToOwnBooking } from '@/features/booking/domain/diner-limit';
import { stillHeld, unconfirmedHoldUntil, UNCONFIRMED_HOLD_MINUTES } from '@/features/booking/domain/unconfirmed-hold';

const at = (time: string) => new Date(`2026-07-10T${time}:00Z`);

describe('one diner, one booking in any two hours', () => {
  it('refuses an arrival less than two hours from one of the diner’s bookings, before or after it', () => {
    expect(DINER_GAP_MINUTES).toBe(120);
    expect(tooCloseToOwnBooking(at('19:00'), [at('19:00')])).toBe(true);
    expect(tooCloseToOwnBooking(at('19:00'), [at('17:01')])).toBe(true);
    expect(tooCloseToOwnBooking(at('19:00'), [at('20:59')])).toBe(true);
  });

  it('allows arrivals two hours apart or more, and a diner with no other booking', () => {
    expect(tooCloseToOwnBooking(at('19:00'), [at('17:00')])).toBe(false);
    expect(tooCloseToOwnBooking(at('19:00'), [at('21:00')])).toBe(false);
    expect(tooCloseToOwnBooking(at('19:00'), [at('12:00'), at('22:30')])).toBe(false);
    expect(tooCloseToOwnBooking(at('19:00'), [])).toBe(false);
  });

  it('reads the diner’s bookings two hours either side of the window the new arrival falls in', () => {
    expect(dinerWindow(at('12:00'), at('23:00'))).toEqual({ from: at('10:00'), to: new Date('2026-07-11T01:00:00Z') });
  });
});

describe('an unconfirmed booking’s hold', () => {
  it('lasts 30 minutes from the booking, and not a moment longer', () => {
    expect(UNCONFIRMED_HOLD_MINUTES).toBe(30);
    const until = unconfirmedHoldUntil(at('18:00'));
    expect(until).toEqual(at('18:30'));
    expect(stillHeld(until, at('18:29'))).toBe(true);
    expect(stillHeld(until, at('18:30'))).toBe(false);
    expect(stillHeld(null, at('18:00'))).toBe(false);
  });
});
