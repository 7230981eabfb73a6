import { describe, expect, it } from 'vitest';
import type { DaySheet } from '@/features/front-of-house/day-sheet';
import type { DaySheetBooking } from '@/features/day-sheet/day-sheet-labels';
import { allergyMentions } from '@/features/day-sheet/allergy-notes';
import { arrivalsSummary } from '@/features/day-sheet/arrivals-summary';
import { daySheetAddressSchema } from '@/features/day-sheet/day-sheet-address';
import { daySheetCsv, daySheetFileName } from '@/features/day-sheet/day-sheet-csv';

describe('allergy notes on the day sheet', () => {
  it.each([
    ['Severe nut allergy, carries an EpiPen', ['allergy', 'nuts']],
    ['Coeliac - gluten free please', ['coeliac', 'gluten']],
    ['Dairy free and no shellfish', ['dairy', 'shellfish']],
    ['Allergic to peanuts', ['allergy', 'nuts']],
    ['lactose intolerant', ['allergy', 'dairy']],
    ['No prawns or sesame', ['shellfish', 'sesame']],
    ['anaphylaxis risk', ['allergy']],
  ])('marks “%s”', (request, expected) => {
    expect(allergyMentions(request)).toEqual(expected);
  });

  it.each([null, '', 'Window seat please', 'Birthday cake at 20:00', 'High chair', 'Nutmeg latte fan', 'Peggy is coming too'])(
    'leaves “%s” alone',
    (request) => {
      expect(allergyMentions(request)).toEqual([]);
    },
  );
});

describe('the day sheet address', () => {
  it('takes a restaurant and a calendar date, both optional', () => {
    expect(daySheetAddressSchema.parse({ restaurant: '1004', date: '2026-11-27' })).toEqual({ restaurant: 1004, date: '2026-11-27' });
    expect(daySheetAddressSchema.parse({ restaurant: '', date: '' })).toEqual({});
    expect(daySheetAddressSchema.parse({ restaurant: ['1004', '1001'] })).toEqual({ restaurant: 1004 });
  });

  it('names the field it refuses', () => {
    for (const date of ['2026-02-30', '27/11/2026', '2026-13-01', 'today']) {
      const result = daySheetAddressSchema.safeParse({ date });
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['date']);
    }
    const restaurant = daySheetAddressSchema.safeParse({ restaurant: '1004; drop' });
    expect(restaurant.error?.issues[0]?.path).toEqual(['restaurant']);
  });
});

describe('the arrivals summary behind the chart', () => {
  it('names the busiest interval and every one over what can be seated', () => {
    expect(
      arrivalsSummary([
        { time: '18:00', covers: 10, capacity: 30 },
        { time: '18:15', covers: 34, capacity: 30 },
        { time: '18:30', covers: 31, capacity: 30 },
      ]),
    ).toBe('Busiest at 18:15: 34 covers arriving, 30 can be seated. Over what can be seated at 18:15, 18:30.');
    expect(arrivalsSummary([{ time: '12:00', covers: 0, capacity: 30 }])).toBe('No covers arriving this day.');
  });
});

const booking = (overrides: Partial<DaySheetBooking>): DaySheetBooking => ({
  reference: 'MG123456',
  time: '19:00',
  until: '20:45',
  covers: 3,
  adults: 2,
  children: 1,
  status: 'booked',
  source: 'phone',
  table: 'T4',
  tableKey: 't4',
  area: 'Terrace',
  firstName: 'Ava',
  lastName: 'Patel',
  phoneNumber: '07700 900123',
  email: 'ava@example.com',
  specialRequest: 'Nut allergy, "severe"',
  occasion: 'Birthday',
  menu: null,
  extras: '',
  noShows: 1,
  reminderAnswer: null,
  reminderAnsweredAt: null,
  ...overrides,
});

describe('the day as CSV', () => {
  const sheet = {
    date: '2026-11-27',
    storeId: 1004,
    restaurant: 'Cheshire Oaks',
    bookings: [booking({}), booking({ reference: 'MG2', firstName: '=HYPERLINK("x")', specialRequest: null, source: 'walk-in', status: 'no-show' })],
  } as DaySheet;

  it('has a header and a row per booking, quoted where needed, formulas neutralised, allergies named', () => {
    const lines = daySheetCsv(sheet)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'date,time,until,reference,status,source,covers,adults,children,first_name,last_name,phone_number,email,table,area,occasion,menu,extras,special_request,allergy,no_shows_12_months',
    );
    expect(lines[1]).toBe(
      '2026-11-27,19:00,20:45,MG123456,Booked,Phone,3,2,1,Ava,Patel,07700 900123,ava@example.com,T4,Terrace,Birthday,,,"Nut allergy, ""severe""",allergy nuts,1',
    );
    expect(lines[2]).toContain(`MG2,No-show,Walk-in,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines).toHaveLength(3);
  });

  it('names the file after the restaurant and the day', () => {
    expect(daySheetFileName(sheet)).toBe('day-sheet-cheshire-oaks-2026-11-27.csv');
  });
});
