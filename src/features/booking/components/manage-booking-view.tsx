import Link from 'next/link';
import { telHref } from '@/lib/links';
import type { BookingSummary } from '../booking-summary';
import { fullAddress } from '@/features/restaurants/location-summary';
import { partyWording } from '../calendar-file';
import { longDate } from '@/lib/long-date';
import { manageBookingPath } from '../summarise-booking';
import styles from './manage-booking.module.css';

export type ManageNotice = 'booked' | 'cancelled' | 'already-cancelled' | 'in-the-past' | 'confirmed' | 'already-confirmed' | 'expired' | 'coming' | null;

const headings: Record<BookingSummary['status'], string> = {
  confirmed: 'Your booking is confirmed',
  unconfirmed: 'Please confirm your booking',
  enquiry: 'We have your enquiry',
  cancelled: 'This booking is cancelled',
};

const notices: Record<Exclude<ManageNotice, null>, string> = {
  booked: 'Thank you. We have emailed your confirmation, with a link back to this page: keep it to change your plans or add the booking to your calendar.',
  cancelled: 'Your booking is cancelled and the table has been released. We have emailed you to confirm.',
  'already-cancelled': 'This booking was already cancelled.',
  'in-the-past': 'This booking has already started, so it can no longer be cancelled online. Please call the restaurant.',
  confirmed: 'Thank you: your booking is confirmed. We have emailed your confirmation, with a calendar file.',
  'already-confirmed': 'This booking was already confirmed.',
  expired: 'This booking was not confirmed in time, so its table has been released. Please book again.',
  coming: 'Thank you: we have let the team know you are coming. See you soon.',
};

/** A booking whose diner had their data deleted has no address, so nothing is emailed about it. */
const noticeFor = (notice: Exclude<ManageNotice, null>, summary: BookingSummary) =>
  notice === 'cancelled' && !summary.customer.email ? 'Your booking is cancelled and the table has been released.' : notices[notice];

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

const statusLabels: Record<BookingSummary['status'], string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Waiting for you to confirm',
  enquiry: 'Enquiry received',
  cancelled: 'Cancelled',
};

/** HH:mm in London, where the restaurant is (the page renders on the server, in UTC). */
const londonTime = (instant: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(instant);

/** What the diner's manage link shows: the booking, a calendar file, and a cancel button while it can still be cancelled. */
export function ManageBookingView({
  summary,
  token,
  notice,
  confirmCancel,
  canCancel,
  awaitingConfirmation,
}: {
  summary: BookingSummary;
  token: string;
  notice: ManageNotice;
  confirmCancel: boolean;
  canCancel: boolean;
  /** Unconfirmed and its table still held: the page offers the button that confirms it. */
  awaitingConfirmation: boolean;
}) {
  const { restaurant } = summary;
  const path = manageBookingPath(token);
  // Empty when the diner asked us to delete their data: the booking stays, without their details.
  const name = [summary.customer.firstName, summary.customer.lastName].filter(Boolean).join(' ');
  return (
    <article className={styles.page} aria-labelledby="manage-booking-heading">
      <p className={styles.status} data-status={summary.status}>
        {statusLabels[summary.status]}
      </p>
      <h1 id="manage-booking-heading">{headings[summary.status]}</h1>
      <p className={styles.reference}>
        Reference <strong>{summary.reference}</strong>
      </p>
      {notice ? (
        <p className={styles.notice} role="status">
          {noticeFor(notice, summary)}
        </p>
      ) : null}
      <dl className={styles.details}>
        <dt>Restaurant</dt>
        <dd>
          <Link href={restaurant.url}>Marigold Grill {restaurant.title}</Link>
          <br />
          {fullAddress(restaurant)}
        </dd>
        <dt>When</dt>
        <dd>
          {longDate(summary.bookingDate)} at {summary.time}
        </dd>
        <dt>Party</dt>
        <dd>{partyWording(summary)}</dd>
        <dt>Occasion</dt>
        <dd>{summary.occasionName}</dd>
        {summary.areaName ? (
          <>
            <dt>Seating</dt>
            <dd>{summary.areaName}</dd>
          </>
        ) : null}
        {summary.menuName ? (
          <>
            <dt>Menu</dt>
            <dd>{summary.menuName}</dd>
          </>
        ) : null}
        {summary.upsells.length > 0 ? (
          <>
            <dt>Extras</dt>
            <dd>{summary.upsells.map((upsell) => `${upsell.name} (${pounds(upsell.price)})`).join(', ')}</dd>
          </>
        ) : null}
        {summary.customer.specialRequest ? (
          <>
            <dt>Your request</dt>
            <dd>{summary.customer.specialRequest}</dd>
          </>
        ) : null}
        {name ? (
          <>
            <dt>Name</dt>
            <dd>{name}</dd>
          </>
        ) : null}
      </dl>
      {awaitingConfirmation && !confirmCancel ? (
        <form method="post" action={`${path}/confirm`} className={styles.notice}>
          <p>We are holding your table until {londonTime(summary.holdUntil!)}. Press the button to keep it; otherwise it is released for other diners.</p>
          <button type="submit" className="button button--primary">
            Confirm my booking
          </button>
        </form>
      ) : null}
      {summary.status === 'unconfirmed' && !awaitingConfirmation && notice !== 'expired' ? <p className={styles.notice}>{notices.expired}</p> : null}
      {summary.status === 'enquiry' && summary.customer.email ? (
        <p>
          The team at {restaurant.title} will reply to {summary.customer.email} within a day.
        </p>
      ) : null}
      {confirmCancel && canCancel ? (
        <div className={styles.notice}>
          <h2>Cancel this booking?</h2>
          <p>The table will be released for other diners straight away.</p>
          <div className={styles.actions}>
            <form method="post" action={`${path}/cancel`}>
              <button type="submit" className="button button--primary">
                Yes, cancel my booking
              </button>
            </form>
            <Link className="button button--outline" href={path}>
              No, keep it
            </Link>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {summary.status === 'confirmed' ? (
            <a className="button button--outline" href={`${path}/calendar`} download={`booking-${summary.reference}.ics`}>
              Add to calendar
            </a>
          ) : null}
          {canCancel ? (
            <Link className="button button--outline" href={`${path}?cancel=confirm`}>
              Cancel {summary.status === 'enquiry' ? 'enquiry' : 'booking'}
            </Link>
          ) : null}
          {restaurant.phone ? (
            <a className="button button--outline" href={telHref(restaurant.phone)}>
              Call {restaurant.phone}
            </a>
          ) : null}
        </div>
      )}
    </article>
  );
}
