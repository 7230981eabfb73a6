/**
 * With a restaurant's "confirm by email" switch on, an online booking is written unconfirmed: it holds its table until
 * `holdUntil`, and the diner confirms from the link in their email. After that moment the holds query simply stops
 * counting it (HOLDS_WHERE in ledger/ledger.ts), so no sweep has to run for the table to come free, and the
 * never-double-book check stays one query under one lock (docs/decisions/0052).
 */
export const UNCONFIRMED_HOLD_MINUTES = 30;

export const unconfirmedHoldUntil = (now: Date): Date => new Date(now.getTime() + UNCONFIRMED_HOLD_MINUTES * 60_000);

/** Whether an unconfirmed booking still holds its table at `now`. */
export const stillHeld = (holdUntil: Date | null, now: Date): boolean => holdUntil !== null && holdUntil.getTime() > now.getTime();
