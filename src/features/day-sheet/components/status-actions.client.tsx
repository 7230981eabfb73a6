'use client';

import { useState } from 'react';
import { canChangeStatus } from '@/features/booking/domain/booking-lifecycle';
import { storedStatusOf, type StaffStatus } from '@/features/front-of-house/staff-status';
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

type Answer = { message?: string; errors?: Record<string, string> };

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
    try {
      const response = await fetch(statusApiPath(reference), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ status: to }),
      });
      if (response.ok) {
        setConfirmingNoShow(false);
        onChanged();
      } else {
        // The staff API answers JSON; a proxy in front of it may not.
        const answer = (/json/.test(response.headers.get('content-type') ?? '') ? await response.json() : {}) as Answer;
        setError(answer.errors?.status ?? answer.message ?? `The change was refused (${response.status}).`);
      }
    } catch (failure) {
      if (!(failure instanceof TypeError)) throw failure;
      setError('Cannot reach the server: the change was not made. Try again.');
    } finally {
      setPending(false);
    }
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
