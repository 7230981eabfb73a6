import Link from 'next/link';
import type { BookingSummary } from '../booking-summary';
import { partyWording } from '../calendar-file';
import { longDate } from '@/lib/long-date';
import { manageBookingPath } from '../summarise-booking';
import type { ReminderAnswerChoice } from '../reminders/reminder-answer-links';
import styles from './manage-booking.module.css';

const wording: Record<ReminderAnswerChoice, { heading: string; lead: string; button: string }> = {
  coming: {
    heading: 'Are you still coming?',
    lead: 'Press the button to let the team know. Plans changed? Cancel instead, and the table goes to someone else.',
    button: 'Yes, I’m coming',
  },
  cancel: {
    heading: 'Cancel this booking?',
    lead: 'The table will be released for other diners straight away, and we will email you to confirm.',
    button: 'Yes, cancel my booking',
  },
};

/**
 * The page a reminder's link opens: the booking, and one button that sends the diner's answer (a server-rendered
 * form, so it works without JavaScript; opening the link alone changes nothing, so a mail scanner cannot answer).
 */
export function ReminderAnswerView({ summary, token, answer }: { summary: BookingSummary; token: string; answer: ReminderAnswerChoice }) {
  const path = manageBookingPath(token);
  const words = wording[answer];
  return (
    <article className={styles.page} aria-labelledby="reminder-answer-heading">
      <h1 id="reminder-answer-heading">{words.heading}</h1>
      <p className={styles.reference}>
        Reference <strong>{summary.reference}</strong>
      </p>
      <dl className={styles.details}>
        <dt>Restaurant</dt>
        <dd>Marigold Grill {summary.restaurant.title}</dd>
        <dt>When</dt>
        <dd>
          {longDate(summary.bookingDate)} at {summary.time}
        </dd>
        <dt>Party</dt>
        <dd>{partyWording(summary)}</dd>
      </dl>
      <p>{words.lead}</p>
      <div className={styles.actions}>
        <form method="post" action={`${path}/answer`}>
          <input type="hidden" name="answer" value={answer} />
          <button type="submit" className="button button--primary">
            {words.button}
          </button>
        </form>
        {answer === 'coming' ? (
          <Link className="button button--outline" href={`${path}?answer=cancel`}>
            Cancel my booking instead
          </Link>
        ) : (
          <Link className="button button--outline" href={path}>
            No, keep it
          </Link>
        )}
      </div>
    </article>
  );
}
