'use client';

import { StaffRefusal, useStaffWrite } from '@/features/front-of-house/components/staff-write.client';
import { useBrowserValue } from '@/lib/use-browser-value';
import styles from '@/features/day-sheet/components/day-sheet.module.css';
import type { DayWaitlistEntry } from '../day-waitlist';

const STATUS_WORDS: Record<DayWaitlistEntry['status'], string> = {
  waiting: 'waiting',
  offered: 'offered a table, held for them',
  booked: 'booked',
  left: 'left the list',
  expired: 'expired',
};

/** One diner waiting, with "Offer a table" once scripts run (POST /api/staff/waitlist/{id}/offer). */
function OfferButton({ entry, onChanged }: { entry: DayWaitlistEntry; onChanged: () => void }) {
  const scripts = useBrowserValue(() => true, false);
  const { pending, refusal, send } = useStaffWrite(onChanged);
  if (!scripts || entry.status !== 'waiting') return null;
  const offer = () => send(`/api/staff/waitlist/${entry.id}/offer`, undefined, 'entry');
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <button type="button" className={styles.button} disabled={pending} onClick={() => void offer()}>
        Offer a table
      </button>
      <StaffRefusal message={refusal} />
    </div>
  );
}

/**
 * The day's waitlist on the day sheet, in line: who waits for which arrival times and party, and where each stands.
 * Staff may offer a table by hand (the same hold and email as the automatic offer: features/waitlist/staff-offer.ts).
 */
export function DayWaitlist({ entries, onChanged }: { entries: readonly DayWaitlistEntry[]; onChanged: () => void }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="day-sheet-waitlist">
      <h2 className={styles.sectionTitle} id="day-sheet-waitlist">
        Waitlist ({entries.filter((entry) => entry.status === 'waiting' || entry.status === 'offered').length} in line)
      </h2>
      <ol className={styles.blocks}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.block}>
            <span>
              {entry.from}–{entry.until}, {entry.covers} {entry.covers === 1 ? 'guest' : 'guests'}:{' '}
              {`${entry.firstName} ${entry.lastName}`.trim() || 'Details deleted'}
              {entry.phoneNumber ? `, ${entry.phoneNumber}` : ''} ({STATUS_WORDS[entry.status]})
            </span>
            <OfferButton entry={entry} onChanged={onChanged} />
          </li>
        ))}
      </ol>
    </section>
  );
}
