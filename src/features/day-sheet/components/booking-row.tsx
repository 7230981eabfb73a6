import type { ReactNode } from 'react';
import type { StaffStatus } from '@/features/front-of-house/staff-status';
import { allergyMentions } from '../allergy-notes';
import { partyLabel, sourceLabels, statusLabels, type DaySheetBooking } from '../day-sheet-labels';
import styles from './day-sheet.module.css';
import { ReminderMark } from './reminder-mark';

/** Parties no longer expected: their cards step back so the ones still to come stand out. */
const done: StaffStatus[] = ['finished', 'no-show', 'cancelled'];
const here: StaffStatus[] = ['arrived', 'seated'];

/**
 * One booking on the sheet: arrival time, name and party first, then where they sit and what they booked, the
 * diner's words (an allergy marked past missing), and `actions` for the buttons that move the booking on.
 */
export function BookingRow({ booking, actions }: { booking: DaySheetBooking; actions?: ReactNode }) {
  const allergies = allergyMentions(booking.specialRequest);
  const name = `${booking.firstName} ${booking.lastName}`.trim();
  const rowClass = [styles.booking, done.includes(booking.status) && styles.bookingDone, here.includes(booking.status) && styles.bookingHere]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={rowClass} data-reference={booking.reference} data-status={booking.status} aria-labelledby={`booking-${booking.reference}`}>
      <div className={styles.time}>
        {booking.time}
        <span className={styles.until}>until {booking.until}</span>
      </div>
      <div className={styles.main}>
        <div className={styles.nameLine}>
          <h3 className={styles.name} id={`booking-${booking.reference}`}>
            {name}
            <span className={styles.visuallyHidden}> at {booking.time}</span>
          </h3>
          <span className={styles.covers}>
            {booking.covers} {booking.covers === 1 ? 'cover' : 'covers'}
          </span>
          <span>({partyLabel(booking.adults, booking.children)})</span>
          <span className={styles.status}>{statusLabels[booking.status]}</span>
          <ReminderMark booking={booking} />
        </div>
        {allergies.length > 0 && (
          <p className={styles.allergy}>
            <span className={styles.allergyMark}>
              <span aria-hidden="true">⚠ </span>ALLERGY
            </span>
            ({allergies.join(', ')}): {booking.specialRequest}
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Table</dt>
            <dd>{booking.table ? `${booking.table}${booking.area ? `, ${booking.area}` : ''}` : `none yet${booking.area ? ` (${booking.area})` : ''}`}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {booking.phoneNumber ? (
                <a className={styles.phone} href={`tel:${booking.phoneNumber.replace(/[^\d+]/g, '')}`}>
                  {booking.phoneNumber}
                </a>
              ) : (
                'none'
              )}
            </dd>
          </div>
          {booking.occasion && (
            <div>
              <dt>Occasion</dt>
              <dd>{booking.occasion}</dd>
            </div>
          )}
          {booking.menu && (
            <div>
              <dt>Menu</dt>
              <dd>{booking.menu}</dd>
            </div>
          )}
          {booking.extras && (
            <div>
              <dt>Extras</dt>
              <dd>{booking.extras}</dd>
            </div>
          )}
          <div>
            <dt>Source</dt>
            <dd>{sourceLabels[booking.source]}</dd>
          </div>
          <div>
            <dt>Ref.</dt>
            <dd>{booking.reference}</dd>
          </div>
          <div>
            <dt>No-shows</dt>
            <dd className={booking.noShows > 0 ? styles.noShows : undefined}>
              {booking.noShows > 0 && <span aria-hidden="true">⚑ </span>}
              {booking.noShows} in 12 months
            </dd>
          </div>
        </dl>
        {booking.specialRequest && allergies.length === 0 && (
          <p className={styles.request}>
            <strong>Request:</strong> {booking.specialRequest}
          </p>
        )}
        {actions}
      </div>
    </li>
  );
}
