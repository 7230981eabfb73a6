'use client';

import { useState } from 'react';
import { canChangeStatus } from '@/features/booking/domain/booking-lifecycle';
import { storedStatusOf, type StaffStatus } from '@/features/front-of-house/staff-status';
import { StaffRefusal, useStaffWrite } from '@/features/front-of-house/components/staff-write.client';
import { useBrowserValue } from '@/lib/use-browser-value';
import { statusApiPath } from '../day-sheet-paths';
import styles from './day-sheet.module.css';

/** The buttons a host taps as a party moves through the evening, in that order. */
const ACTIONS: readonly { to: StaffStatus; label: string }[] = [
  { to: 'arrived', label: 'Arrived' },
  { to: 'seated', label: 'Seated' },
  { to: 'finished', label: 'Finished' },
  { to: 'no-show', label: 'No-show' },
  { to: 'cancelled', label: 'Cancel' },
];

/** Changes that cannot be undone ask once more; a cancellation also emails the guest, as their own does. */
const CONFIRM: Partial<Record<StaffStatus, string>> = { 'no-show': 'Confirm no-show', cancelled: 'Confirm: cancel and email the guest' };

type Props = { reference: string; name: string; status: StaffStatus; onChanged: () => void };

/**
 * A booking's next statuses, through the staff API (POST /api/staff/bookings/{reference}/status), only those the
 * engine allows from where it stands. A no-show or a cancellation cannot be undone, so each asks once more. Drawn once scripts run:
 * without them the sheet is for reading (and the Bookings list in the back-office edits a status).
 */
export function StatusActions({ reference, name, status, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const { pending, refusal, send } = useStaffWrite(onChanged);
  const [confirming, setConfirming] = useState<StaffStatus | null>(null);
  const allowed = ACTIONS.filter(({ to }) => to !== status && canChangeStatus(storedStatusOf(status), storedStatusOf(to)));
  if (!scripts || allowed.length === 0) return null;

  const change = async (to: StaffStatus) => {
    if (await send(statusApiPath(reference), { status: to }, 'status')) setConfirming(null);
  };

  return (
    <div className={`${styles.actions} ${styles.noPrint}`} role="group" aria-label={`Status of ${name}'s booking`}>
      {confirming ? (
        <>
          <button type="button" className={`${styles.button} ${styles.danger}`} disabled={pending} onClick={() => void change(confirming)}>
            {CONFIRM[confirming]}
          </button>
          <button type="button" className={styles.button} disabled={pending} onClick={() => setConfirming(null)}>
            Keep the booking
          </button>
        </>
      ) : (
        allowed.map(({ to, label }) => (
          <button key={to} type="button" className={styles.button} disabled={pending} onClick={() => (CONFIRM[to] ? setConfirming(to) : void change(to))}>
            {label}
          </button>
        ))
      )}
      <StaffRefusal message={refusal} />
    </div>
  );
}
