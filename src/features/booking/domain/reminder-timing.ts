/**
 * When a booking's reminder goes: `hours` before it starts, in elapsed time (UTC instants, so a clock change between
 * the reminder and the booking moves the reminder's wall-clock time by an hour rather than its distance from the
 * booking). A booking made less than `hours` before it starts gets none: the diner has just booked. 0 hours: no
 * reminders at that restaurant. The sweep's SQL (reminders/claim-reminders.ts) states the same rule for the database.
 */
const HOUR_MS = 60 * 60 * 1000;

/** A restaurant's reminder hours as stored (empty on settings saved before the field existed): the default 24. */
const DEFAULT_REMINDER_HOURS = 24;
export const reminderHoursOf = (stored: number | null | undefined): number => (typeof stored === 'number' && stored >= 0 ? stored : DEFAULT_REMINDER_HOURS);

/** The moment the reminder is due, or null when the booking gets none. */
export function reminderDueAt({ startsAt, createdAt }: { startsAt: Date; createdAt: Date }, hours: number): Date | null {
  if (hours <= 0) return null;
  const dueAt = new Date(startsAt.getTime() - hours * HOUR_MS);
  return createdAt.getTime() <= dueAt.getTime() ? dueAt : null;
}

/** Whether the sweep at `now` sends the reminder: its moment reached, the booking not yet begun. */
export function reminderDue(booking: { startsAt: Date; createdAt: Date }, hours: number, now: Date): boolean {
  const dueAt = reminderDueAt(booking, hours);
  return dueAt !== null && dueAt.getTime() <= now.getTime() && now.getTime() < booking.startsAt.getTime();
}
