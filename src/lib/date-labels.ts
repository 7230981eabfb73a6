/** Calendar dates (yyyy-mm-dd) as diners read them, in British English, whatever zone the code runs in. */
// Built on first use, not on import (see london-time.ts): many pages import these labels and show none at start.
let shortFormat: Intl.DateTimeFormat | undefined;
let longFormat: Intl.DateTimeFormat | undefined;

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Fri 12 Dec" */
export const shortDateLabel = (date: string) =>
  (shortFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })).format(noon(date));
/** "Friday 12 December 2026" */
export const longDateLabel = (date: string) =>
  (longFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(noon(date));

/** Today's date in London, as yyyy-mm-dd. */
export const londonDateOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
