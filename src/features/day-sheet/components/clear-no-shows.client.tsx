'use client';

import { useState } from 'react';
import { StaffRefusal, useStaffWrite } from '@/features/front-of-house/components/staff-write.client';
import type { StaffStatus } from '@/features/front-of-house/staff-status';
import { useBrowserValue } from '@/lib/use-browser-value';
import { clearNoShowsApiPath } from '../day-sheet-paths';
import styles from './day-sheet.module.css';

type Props = { reference: string; name: string; status: StaffStatus; noShows: number; onChanged: () => void };

/** Closed bookings keep no buttons: the count is cleared on the diner's booking still to come, or at the table. */
const closed: readonly StaffStatus[] = ['finished', 'no-show', 'cancelled'];

/**
 * Clears a diner's no-show count at this restaurant (POST /api/staff/bookings/{reference}/clear-no-shows), so the
 * no-show policy no longer asks them for a card here. Shown only while there is a count, on a booking not yet closed
 * (the staff API clears from any); asks once more, as the clearing is recorded with the member of staff's name. Drawn
 * once scripts run, like the status buttons.
 */
export function ClearNoShows({ reference, name, status, noShows, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const { pending, refusal, send } = useStaffWrite(onChanged);
  const [confirming, setConfirming] = useState(false);
  if (!scripts || noShows === 0 || closed.includes(status)) return null;

  const clear = async () => {
    if (await send(clearNoShowsApiPath(reference), undefined, 'reference')) setConfirming(false);
  };

  return (
    <div className={`${styles.actions} ${styles.noPrint}`} role="group" aria-label={`No-shows of ${name}`}>
      {confirming ? (
        <>
          <button type="button" className={`${styles.button} ${styles.danger}`} disabled={pending} onClick={() => void clear()}>
            Confirm: clear {noShows} {noShows === 1 ? 'no-show' : 'no-shows'}
          </button>
          <button type="button" className={styles.button} disabled={pending} onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </>
      ) : (
        <button type="button" className={styles.button} disabled={pending} onClick={() => setConfirming(true)}>
          Clear no-shows
        </button>
      )}
      <StaffRefusal message={refusal} />
    </div>
  );
}
