import { addDays, daysBetween, londonClock, londonInstant, weekdayOf } from '@/lib/london-time';
import { clockMinutes, clockText } from '@/lib/clock-time';
import { longDate } from '@/lib/long-date';
import { CLOSED, dayName, weekdays, type Weekday } from '@/lib/weekdays';

/** The click & collect cut-off on a day that sets none. */
export const CLICKCOLLECT_CLOSINGTIME = '21:00';

/** `open`/`close` are 'HH:mm' or 'Closed'; anything else (blank, null) also means closed that day. */
export type DayHours = { open: string; close: string; clickCollectClose?: string | null };
/** Wins over the weekly hours from `startDate` to `endDate` inclusive (yyyy-mm-dd). */
export type DateOverride = {
  startDate: string;
  endDate: string;
  openTime: string;
  closeTime: string;
  clickCollectClose?: string | null;
  note?: string | null;
};
export type OpeningSchedule = { weekly: Record<Weekday, DayHours>; overrides: readonly DateOverride[] };
type HoursOnDate = { open: string; close: string; clickCollectClose: string | null; note: string | null; isOverride: boolean };

type OpeningStatus = { isOpen: boolean; text: string };
type StatusChange = { from: number; isOpen: boolean; text: string; date: string; weekday: Weekday };

type HoursField = `${Weekday}${'Open' | 'Close' | 'ClickCollectClose'}`;
/** The opening-hours fields of a restaurant document, as the CMS stores them. */
type RestaurantHours = Partial<Record<HoursField, string | null>> & { dateOverrides?: readonly DateOverride[] | null };

const DAY_MINUTES = 24 * 60;
/** How far ahead a closed restaurant looks for its next opening before giving up. */
const LOOKAHEAD_DAYS = 60;
/** Beyond this the weekday alone is ambiguous (next Friday or the one after?), so the date is shown too. */
const WEEKDAY_ONLY_DAYS = 6;

/**
 * Opening and closing as minutes after the day's midnight. A close at or before the open (00:00, or 18:00–01:00)
 * is on the next day: nobody closes before they open.
 */
export const openSpan = (hours: Pick<DayHours, 'open' | 'close'>): { open: number; close: number } | null => {
  const open = clockMinutes(hours.open);
  const close = clockMinutes(hours.close);
  if (open === null || close === null) return null;
  return { open, close: close <= open ? close + DAY_MINUTES : close };
};

export const isClosedAllDay = (hours: Pick<DayHours, 'open' | 'close'>): boolean => openSpan(hours) === null;

export const hoursOn = (schedule: OpeningSchedule, date: string): HoursOnDate => {
  const override = schedule.overrides.find((o) => o.startDate <= date && date <= o.endDate);
  if (override) {
    return {
      open: override.openTime,
      close: override.closeTime,
      clickCollectClose: override.clickCollectClose || null,
      note: override.note || null,
      isOverride: true,
    };
  }
  const day = schedule.weekly[weekdayOf(date)];
  return { open: day.open, close: day.close, clickCollectClose: day.clickCollectClose || null, note: null, isOverride: false };
};

/**
 * The last time to collect an order: the day's cut-off (21:00 unless set) but never after closing, and none on a closed day.
 * Like closing times, a cut-off at or before opening is on the next day.
 */
export const clickCollectUntil = (hours: DayHours): string | null => {
  const span = openSpan(hours);
  if (!span) return null;
  const cutOffText = hours.clickCollectClose && clockMinutes(hours.clickCollectClose) !== null ? hours.clickCollectClose : CLICKCOLLECT_CLOSINGTIME;
  const cutOff = clockMinutes(cutOffText)!;
  return (cutOff <= span.open ? cutOff + DAY_MINUTES : cutOff) < span.close ? cutOffText : hours.close;
};

export const formatTimeRange = (hours: Pick<DayHours, 'open' | 'close'>): string => (isClosedAllDay(hours) ? CLOSED : `${hours.open} – ${hours.close}`);

export const scheduleOf = (restaurant: RestaurantHours): OpeningSchedule => ({
  weekly: Object.fromEntries(
    weekdays.map((day) => [
      day,
      { open: restaurant[`${day}Open`] ?? '', close: restaurant[`${day}Close`] ?? '', clickCollectClose: restaurant[`${day}ClickCollectClose`] ?? null },
    ]),
  ) as Record<Weekday, DayHours>,
  overrides: restaurant.dateOverrides ?? [],
});

/** A stretch of being open, in epoch ms. */
type Opening = { start: number; end: number };

/** Each day's opening from `first` to `last` (London dates), every local time turned into an instant on its own day. */
const openingsBetween = (schedule: OpeningSchedule, first: string, last: string): Opening[] => {
  const openings: Opening[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const span = openSpan(hoursOn(schedule, date));
    if (!span) continue;
    const start = londonInstant(date, span.open).getTime();
    const end = londonInstant(date, span.close).getTime();
    const previous = openings.at(-1);
    // Hours that run into the next day's opening are one stretch: saying "closes 00:00" when it doesn't would be wrong.
    if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
    else if (end > start) openings.push({ start, end });
  }
  return openings;
};

const untilFurtherNotice: OpeningStatus = { isOpen: false, text: 'closed until further notice' };

const statusAt = (openings: readonly Opening[], instant: number): OpeningStatus => {
  const current = openings.find((o) => o.start <= instant && instant < o.end);
  if (current) return { isOpen: true, text: `closes ${clockText(londonClock(new Date(current.end)).minutes)}` };
  const next = openings.find((o) => o.start > instant);
  if (!next) return untilFurtherNotice;
  const opening = londonClock(new Date(next.start));
  const ahead = daysBetween(londonClock(new Date(instant)).date, opening.date);
  const time = clockText(opening.minutes);
  if (ahead > LOOKAHEAD_DAYS) return untilFurtherNotice;
  if (ahead === 0) return { isOpen: false, text: `opens ${time}` };
  if (ahead === 1) return { isOpen: false, text: `opens tomorrow ${time}` };
  if (ahead <= WEEKDAY_ONLY_DAYS) return { isOpen: false, text: `opens ${dayName(opening.weekday)} ${time}` };
  return { isOpen: false, text: `opens ${longDate(opening.date, { withYear: false })} ${time}` };
};

/** Open or closed at `now`, and what to tell diners about the next change. Yesterday's hours count when they run past midnight. */
export const openingStatus = (schedule: OpeningSchedule, now: Date): OpeningStatus => {
  const today = londonClock(now).date;
  return statusAt(openingsBetween(schedule, addDays(today, -1), addDays(today, LOOKAHEAD_DAYS)), now.getTime());
};

/**
 * The status at `now`, then each moment over the next `days` London days when it changes, so a page rendered once
 * can show the right status later: the browser takes the last entry whose `from` has passed. Besides each opening
 * and closing, the status changes at every London midnight because "opens tomorrow" becomes "opens" today.
 */
export const statusTimeline = (schedule: OpeningSchedule, now: Date, days = 8): StatusChange[] => {
  const start = now.getTime();
  const today = londonClock(now).date;
  const horizon = addDays(today, days);
  const end = londonInstant(horizon, 0).getTime();
  const openings = openingsBetween(schedule, addDays(today, -1), addDays(horizon, LOOKAHEAD_DAYS));
  const moments = new Set([start]);
  for (let day = 1; day <= days; day += 1) moments.add(londonInstant(addDays(today, day), 0).getTime());
  for (const { start: opens, end: closes } of openings) {
    for (const moment of [opens, closes]) if (moment > start && moment <= end) moments.add(moment);
  }
  const timeline: StatusChange[] = [];
  for (const from of [...moments].sort((a, b) => a - b)) {
    const status = statusAt(openings, from);
    const { date, weekday } = londonClock(new Date(from));
    const last = timeline.at(-1);
    if (last && last.isOpen === status.isOpen && last.text === status.text && last.date === date) continue;
    timeline.push({ from, ...status, date, weekday });
  }
  return timeline;
};
