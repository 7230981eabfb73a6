'use client';

import type { DaySheet } from '@/features/front-of-house/day-sheet';
import { dayApiPath } from '../day-sheet-paths';
import { DaySheetContent } from './day-sheet-content';
import styles from './day-sheet.module.css';
import { BlockForm, LiftBlockButton } from '@/features/front-of-house/components/block-form.client';
import { MoveTable } from '@/features/front-of-house/components/move-table.client';
import { TakeBookingForm } from '@/features/front-of-house/components/take-booking-form.client';
import { ClearNoShows } from './clear-no-shows.client';
import { DayWaitlist } from '@/features/waitlist/components/day-waitlist.client';
import { StatusActions } from './status-actions.client';
import { useLiveDaySheet, type LiveState } from './use-live-day-sheet';

const clockTime = (instant: Date) => instant.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const stateText: Record<LiveState, string> = {
  live: 'Live: changes made anywhere show here within two seconds.',
  paused: 'Paused while this tab is hidden.',
  'signed-out': 'Live updates stopped: your session has ended. Sign in again to see changes.',
  failing: 'Cannot reach the server: showing the last sheet received, trying again.',
};

/** The server-rendered sheet, kept up to date in the browser (without scripts it stays as rendered). */
export function DaySheetLive({ initial }: { initial: DaySheet }) {
  const { sheet, state, changedAt, refresh } = useLiveDaySheet(initial, dayApiPath(initial.storeId, initial.date));
  return (
    <>
      <p className={`${styles.live} ${styles.noPrint}`} role="status">
        {stateText[state]}
        {changedAt && ` Updated at ${clockTime(changedAt)}.`}
      </p>
      <TakeBookingForm storeId={sheet.storeId} date={sheet.date} tables={sheet.tables} onChanged={refresh} />
      <DaySheetContent
        sheet={sheet}
        actionsFor={(booking) => {
          const name = `${booking.firstName} ${booking.lastName}`.trim();
          return (
            <>
              <StatusActions reference={booking.reference} name={name} status={booking.status} onChanged={refresh} />
              <MoveTable reference={booking.reference} name={name} status={booking.status} table={booking.table} tables={sheet.tables} onChanged={refresh} />
              <ClearNoShows reference={booking.reference} name={name} status={booking.status} noShows={booking.noShows} onChanged={refresh} />
            </>
          );
        }}
        blockActionsFor={(block) => <LiftBlockButton block={block} onChanged={refresh} />}
      />
      <DayWaitlist entries={sheet.waitlist} onChanged={refresh} />
      <BlockForm storeId={sheet.storeId} date={sheet.date} tables={sheet.tables} onChanged={refresh} />
    </>
  );
}
