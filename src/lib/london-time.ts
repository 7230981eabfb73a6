import { weekdays, type Weekday } from '@/lib/weekdays';

/** Every restaurant is in the UK: opening times are London wall-clock times, whatever zone the server or browser is in. */
const LONDON_TIME_ZONE = 'Europe/London';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

// Building a DateTimeFormat costs far more than using one, and this runs on every request: build it once. Built on
// first use, not on import: in a browser the first zoned format loads time-zone data, a long task on a slow phone,
// and most pages that import this module (a form's date rules) never call it while the page starts.
// h23 keeps midnight as 00 (some engines say 24 with hour12: false).
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClockFormatter = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of each yyyy-mm-dd date asked about: a slot search parses the same few dates for every arrival time. */
const midnightByDate = new Map<string, number>();

/** Midnight UTC of a yyyy-mm-dd date, as epoch ms: calendar arithmetic in UTC never meets a clock change. */
const utcMidnight = (date: string): number => {
  let midnight = midnightByDate.get(date);
  if (midnight === undefined) {
    const match = datePattern.exec(date);
    if (!match) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
    midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // A long-running server would otherwise grow the cache a day at a time for ever.
    if (midnightByDate.size >= 10_000) midnightByDate.clear();
    midnightByDate.set(date, midnight);
  }
  return midnight;
};

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

type WallClock = { date: string; minutes: number; weekday: Weekday };

/** yyyy-mm-dd of each day since 1970, as asked for: a slot search names the same few days hundreds of times. */
const dateByDay = new Map<number, string>();
const isoDateOfDay = (day: number): string => {
  let date = dateByDay.get(day);
  if (date === undefined) {
    if (dateByDay.size >= 10_000) dateByDay.clear();
    date = isoDate(day * DAY_MS);
    dateByDay.set(day, date);
  }
  return date;
};

/** 1 January 1970 was a Thursday: `weekdays` counts from Monday. */
const weekdayOfDay = (day: number): Weekday => weekdays[(((day + 3) % 7) + 7) % 7]!;

/** How far London's wall clock is ahead of UTC at `instant`, in ms (0 in GMT, one hour in BST), from the time-zone data. */
const offsetFromZoneData = (instant: number): number => {
  const parts = wallClockFormatter().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
  const minutes = (part('hour') % 24) * 60 + part('minute');
  return utcMidnight(date) + minutes * MINUTE_MS - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
};

/**
 * The same, memoised per UTC hour: London's clocks change on the hour (01:00 UTC), so the offset is one number for
 * a whole hour, and formatToParts is by far the dearest step of a slot search, which asks for hundreds of instants.
 */
const HOUR_MS = 60 * MINUTE_MS;
const offsetByHour = new Map<number, number>();
const londonOffset = (instant: number): number => {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    // A long-running server would otherwise grow the cache an hour at a time for ever.
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offset = offsetFromZoneData(instant);
    offsetByHour.set(hour, offset);
  }
  return offset;
};

/** London's date, minutes since midnight (to the minute) and weekday at `instant`. */
const wallClock = (instant: number): WallClock => {
  const local = instant + londonOffset(instant);
  const day = Math.floor(local / DAY_MS);
  return { date: isoDateOfDay(day), minutes: Math.floor((local - day * DAY_MS) / MINUTE_MS), weekday: weekdayOfDay(day) };
};

/**
 * London's offsets from a day before `day` to a day after it: equal unless the clocks change nearby.
 * Memoised because they only change with the time-zone data, and every request asks about the same few weeks.
 */
const offsetCache = new Map<string, readonly [before: number, after: number]>();
const offsetsAround = (day: string) => {
  let offsets = offsetCache.get(day);
  if (!offsets) {
    // A long-running server would otherwise grow the cache a day at a time for ever.
    if (offsetCache.size >= 1000) offsetCache.clear();
    const midnight = utcMidnight(day);
    offsets = [londonOffset(midnight - DAY_MS), londonOffset(midnight + 2 * DAY_MS)];
    offsetCache.set(day, offsets);
  }
  return offsets;
};

/** Through the day cache: a slot search moves among the same few days for every arrival time it tries. */
export const addDays = (date: string, days: number): string => isoDateOfDay(utcMidnight(date) / DAY_MS + days);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

export const weekdayOf = (date: string): Weekday => {
  // getUTCDay counts from Sunday; `weekdays` starts on Monday.
  const index = (new Date(utcMidnight(date)).getUTCDay() + 6) % 7;
  return weekdays[index]!;
};

/** The London calendar date, weekday and minutes since local midnight at `instant`. */
export const londonClock = (instant: Date): { date: string; weekday: Weekday; minutes: number } => {
  return wallClock(instant.getTime());
};

/** The date in London at `now`: "today" for a diner, an applicant or an enquiry is London's day, whatever zone the server runs in. */
export const londonToday = (now: Date = new Date()): string => londonClock(now).date;

/**
 * Whether London's clocks may change within a day either side of `date`: the only days on which a wall-clock time can
 * be skipped or happen twice. On every other day each time of day is one instant, and back again.
 */
export const clocksChangeAround = (date: string): boolean => {
  const [before, after] = offsetsAround(date);
  return before !== after;
};

/**
 * The instant London's wall clock shows `minutes` after midnight on `date` (1440 and more run into the following days).
 * A time skipped when the clocks go forward maps to the instant of the jump plus the same distance (01:30 → 02:30 BST),
 * as JS Date does; a time that happens twice when the clocks go back is its first (BST) occurrence.
 */
export const londonInstant = (date: string, minutes: number): Date => {
  const wholeDays = Math.floor(minutes / DAY_MINUTES);
  const day = addDays(date, wholeDays);
  const rest = minutes - wholeDays * DAY_MINUTES;
  // The wall-clock reading as if it were UTC; the true instant is this less London's offset at that instant.
  const wall = utcMidnight(day) + rest * MINUTE_MS;
  // London changes its clocks a few months apart, so the offsets either side of the day are the only candidates.
  const [before, after] = offsetsAround(day);
  if (before === after) return new Date(wall - before);
  const shows = (instant: number) => {
    const clock = wallClock(instant);
    return clock.date === day && clock.minutes === rest;
  };
  const matching = [wall - before, wall - after].filter(shows).sort((a, b) => a - b);
  // No match means the clocks skipped this time: keep the offset from before the jump, which lands after it.
  return new Date(matching[0] ?? wall - before);
};
