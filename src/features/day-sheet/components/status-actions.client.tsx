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
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<StaffStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = ACTIONS.filter(({ to }) => to !== status && canChangeStatus(storedStatusOf(status), storedStatusOf(to)));
  if (!scripts || allowed.length === 0) return null;

  const change = async (to: StaffStatus) => {
    setPending(true);
    setError(null);
    const answer = await sendToStaffApi(statusApiPath(reference), 'POST', { status: to });
    setPending(false);
    if (answer.ok) {
      setConfirming(null);
      onChanged();
    } else setError(answer.errors.status ?? answer.message);
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
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
