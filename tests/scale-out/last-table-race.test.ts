/**
 * The never-double-book promise through the scale-out recipe (issue 34): the website's and the staff's bookings for
 * the last table, sent through nginx to two instances on one PostgreSQL database, give exactly one.
 */
import { describe, expect, it } from 'vitest';
import { raceForTheLastTable } from '../support/staff-api';

const base = process.env.TEST_SCALE_OUT_URL!;

describe.runIf(base)('the last table through nginx', () => {
  it('20 website and 20 staff bookings racing for it give exactly one', async () => {
    // Store 1024 (St Andrew Square: a standard floor, no combinations), used by no other scale-out test.
    const { answers, booked } = await raceForTheLastTable(1024, [base], 20);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(39);
    expect(booked).toHaveLength(1);
  });
});
