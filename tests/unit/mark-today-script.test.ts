import { describe, expect, it } from 'vitest';
import { LONDON_WEEKDAY_INDEX_SOURCE, markTodayScript } from '@/features/restaurants/components/mark-today-script';

/** The function as the page's inline script runs it, from its text. */
const londonWeekdayIndex = new Function(`return ${LONDON_WEEKDAY_INDEX_SOURCE}`)() as (now: Date) => number;

const londonWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' });
const sundayFirst = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe("today's weekday in London without Intl", () => {
  it('agrees with the time-zone database every half hour across clock changes, from 2020 to 2040', () => {
    const disagreements: string[] = [];
    for (let year = 2020; year <= 2040; year++) {
      // The nights either side of each change, and the turn of the year.
      for (const [month, from, to] of [
        [2, 24, 31],
        [9, 24, 31],
        [11, 31, 31],
        [0, 1, 1],
      ] as const) {
        for (let day = from; day <= to; day++) {
          for (let minutes = -120; minutes < 26 * 60; minutes += 30) {
            const instant = new Date(Date.UTC(year, month, day, 0, minutes));
            if (sundayFirst[londonWeekdayIndex(instant)] !== londonWeekday.format(instant)) disagreements.push(instant.toISOString());
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("marks today's row and unmarks yesterday's as the page is parsed", () => {
    // The rows the script finds in the table just before it, as plain objects with the DOM's attribute methods.
    const rows = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => {
      const attributes = new Map([['data-day', day], ...(day === 'monday' ? [['data-today', 'true'] as const] : [])]);
      return {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      };
    });
    const document = { currentScript: { previousElementSibling: { querySelectorAll: () => rows } } };
    new Function('document', markTodayScript)(document);
    const marked = rows.filter((row) => row.getAttribute('data-today') === 'true').map((row) => row.getAttribute('data-day'));
    expect(marked).toEqual([londonWeekday.format(new Date()).toLowerCase()]);
  });
});
