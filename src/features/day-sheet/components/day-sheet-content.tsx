import type { ReactNode } from 'react';
import type { DaySheet } from '@/features/front-of-house/day-sheet';
import type { DaySheetBooking } from '../day-sheet-labels';
import { ArrivalsChart } from './arrivals-chart';
import { BookingRow } from './booking-row';
import styles from './day-sheet.module.css';

type Props = {
  sheet: DaySheet;
  actionsFor?: (booking: DaySheetBooking) => ReactNode;
  blockActionsFor?: (block: DaySheet['blocks'][number]) => ReactNode;
};

/** The day itself: totals, arrivals against what can be seated, blocks, and every booking by arrival time. */
export function DaySheetContent({ sheet, actionsFor, blockActionsFor }: Props) {
  const { totals } = sheet;
  return (
    <>
      <section aria-labelledby="day-sheet-totals">
        <h2 className={styles.sectionTitle} id="day-sheet-totals">
          Covers
        </h2>
        <dl className={styles.totals}>
          <div className={styles.total}>
            <dt>booked</dt>
            <dd>{totals.covers}</dd>
          </div>
          <div className={styles.total}>
            <dt>arrived</dt>
            <dd>{totals.arrived}</dd>
          </div>
          <div className={styles.total}>
            <dt>seated</dt>
            <dd>{totals.seated}</dd>
          </div>
          <div className={styles.total}>
            <dt>still to come</dt>
            <dd>{totals.toCome}</dd>
          </div>
        </dl>
        <p className={styles.minor}>
          {totals.bookings} {totals.bookings === 1 ? 'booking' : 'bookings'}, {totals.noShows} no-show{totals.noShows === 1 ? '' : 's'}, {totals.cancelled}{' '}
          cancelled.
        </p>
      </section>
      <section aria-labelledby="day-sheet-arrivals">
        <h2 className={styles.sectionTitle} id="day-sheet-arrivals">
          Covers arriving
        </h2>
        <ArrivalsChart intervals={sheet.intervals} />
      </section>
      {sheet.blocks.length > 0 && (
        <section aria-labelledby="day-sheet-blocks">
          <h2 className={styles.sectionTitle} id="day-sheet-blocks">
            Blocked
          </h2>
          <ul className={styles.blocks}>
            {sheet.blocks.map((block) => (
              <li key={block.id} className={styles.block}>
                <span>
                  {block.from}–{block.until}, {block.scope}: {block.reason}
                </span>
                {blockActionsFor?.(block)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="day-sheet-bookings">
        <h2 className={styles.sectionTitle} id="day-sheet-bookings">
          Bookings ({sheet.bookings.length})
        </h2>
        {sheet.bookings.length === 0 ? (
          <p>No bookings this day.</p>
        ) : (
          <ol className={styles.bookings}>
            {sheet.bookings.map((booking) => (
              <BookingRow key={booking.reference} booking={booking} actions={actionsFor?.(booking)} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
