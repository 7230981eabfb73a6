import type { DaySheetBooking } from '../day-sheet-labels';
import styles from './reminder-mark.module.css';

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** "✓ Coming (said Fri 14:02)" or "✗ Cancelled from reminder (…)": what the diner answered to their reminder, and when. */
export function ReminderMark({ booking }: { booking: DaySheetBooking }) {
  if (!booking.reminderAnswer) return null;
  const when = booking.reminderAnsweredAt ? ` (said ${londonTime.format(new Date(booking.reminderAnsweredAt))})` : '';
  const coming = booking.reminderAnswer === 'coming';
  return (
    <span className={`${styles.mark} ${coming ? styles.coming : styles.cancelled}`} data-reminder-answer={booking.reminderAnswer}>
      <span aria-hidden="true">{coming ? '✓ ' : '✗ '}</span>
      {coming ? 'Coming' : 'Cancelled from reminder'}
      {when}
    </span>
  );
}
