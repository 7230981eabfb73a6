import { addDays, londonClock } from '@/lib/london-time';

/** The date in London (the booking engine's calendar) `daysAhead` days after today, as yyyy-mm-dd. */
export const londonDate = (daysAhead = 0) => addDays(londonClock(new Date()).date, daysAhead);
