'use client';

import { useState } from 'react';
import { canChangeStatus } from '@/features/booking/domain/booking-lifecycle';
import { storedStatusOf, type StaffStatus } from '@/features/front-of-house/staff-status';
import { sendToStaffApi } from '@/features/front-of-house/components/send-to-staff-api';
import { useBrowserValue } from '@/lib/use-browser-value';
import { statusApiPath } from '../day-sheet-paths';
import styles from './day-sheet.module.css';

/** The buttons a host taps as a party moves through the evening, in that order. */
const ACTIONS: readonly { to: StaffStatus; label: string }[] = [
  { to: 'arrived', label: 'Arrived' },
  { to: 'seated', label: 'Seated' },
  { to: 'finished', label: 'Finished' },
  { to: 'no-show', label: 'No-show' },
];

type Props = { reference: string; name: string; status: StaffStatus; onChanged: () => void };

/**
 * A booking's next statuses, through the staff API (POST /api/staff/bookings/{reference}/status), only those the
 * engine allows from where it stands. A no-show cannot be undone, so it asks once more. Drawn once scripts run:
 * without them the sheet is for reading (and the Bookings list in the back-office edits a status).
 */
export function StatusActions({ reference, name, status, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const [pending, setPending] = useState(false);
  const [confirmingNoShow, setConfirmingNoShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = ACTIONS.filter(({ to }) => to !== status && canChangeStatus(storedStatusOf(status), storedStatusOf(to)));
  if (!scripts || allowed.length === 0) return null;

  const change = async (to: StaffStatus) => {
    setPending(true);
    setError(null);
    const answer = await sendToStaffApi(statusApiPath(reference), 'POST', { status: to });
    setPending(false);
    if (answer.ok) {
      setConfirmingNoShow(false);
      onChanged();
    } else setError(answer.errors.status ?? answer.message);
  };

  return (
    <div className={`${styles.actions} ${styles.noPrint}`} role="group" aria-label={`Status of ${name}'s booking`}>
      {confirmingNoShow ? (
        <>
          <button type="button" className={`${styles.button} ${styles.danger}`} disabled={pending} onClick={() => void change('no-show')}>
            Confirm no-show
          </button>
          <button type="button" className={styles.button} disabled={pending} onClick={() => setConfirmingNoShow(false)}>
            Keep the booking
          </button>
        </>
      ) : (
        allowed.map(({ to, label }) => (
          <button
            key={to}
            type="button"
            className={styles.button}
            disabled={pending}
            onClick={() => (to === 'no-show' ? setConfirmingNoShow(true) : void change(to))}
          >
            {label}
          </button>
        ))
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
