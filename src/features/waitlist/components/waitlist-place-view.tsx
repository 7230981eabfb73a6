import { longDate } from '@/lib/long-date';
import styles from '@/features/booking/components/manage-booking.module.css';
import type { WaitlistPlace } from '../leave-waitlist';
import { waitlistEntryPath } from '../waitlist-emails';

const headings: Record<WaitlistPlace['entry']['status'], string> = {
  waiting: 'You are on the waitlist',
  offered: 'A table is being held for you',
  booked: 'You have booked a table from the waitlist',
  left: 'You have left the waitlist',
  expired: 'This waitlist place has ended',
};

/** A waitlisted diner's place: what they asked for, and a button to leave while they are still in line. */
export function WaitlistPlaceView({ place, token, justLeft }: { place: WaitlistPlace; token: string; justLeft: boolean }) {
  const { entry, restaurant } = place;
  const live = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <article className={styles.page} aria-labelledby="waitlist-heading">
      <h1 id="waitlist-heading">{headings[entry.status]}</h1>
      {justLeft ? (
        <p className={styles.notice} role="status">
          You have left the waitlist. We will not email you about this date again.
        </p>
      ) : null}
      <dl className={styles.details}>
        <dt>Restaurant</dt>
        <dd>Marigold Grill {restaurant.title}</dd>
        <dt>When</dt>
        <dd>
          {longDate(entry.date)}, arriving between {entry.from} and {entry.until}
        </dd>
        <dt>Party</dt>
        <dd>{entry.covers === 1 ? '1 guest' : `${entry.covers} guests`}</dd>
      </dl>
      {entry.status === 'offered' ? <p>The email we sent you has the link to confirm the table.</p> : null}
      {live ? (
        <form method="post" action={`${waitlistEntryPath(token)}/leave`}>
          <button type="submit" className="button">
            Leave the waitlist
          </button>
        </form>
      ) : null}
    </article>
  );
}
