'use client';

import { useId, useState } from 'react';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { useBrowserValue } from '@/lib/use-browser-value';
import type { StaffStatus } from '../staff-status';
import { sendToStaffApi } from './send-to-staff-api';

/** Bookings that hold a table and have not finished: those a host can still move. */
const MOVABLE: readonly StaffStatus[] = ['booked', 'unconfirmed', 'arrived', 'seated'];

type Props = {
  reference: string;
  name: string;
  status: StaffStatus;
  table: string | null;
  tables: readonly { key: string; label: string; area: string }[];
  onChanged: () => void;
};

/**
 * Moves a party to another table or combination (POST /api/staff/bookings/{reference}/table): refused, and said so,
 * when that table is taken or blocked for the party's time.
 */
export function MoveTable({ reference, name, status, table, tables, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const id = useId();
  const [choice, setChoice] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!scripts || table === null || !MOVABLE.includes(status)) return null;

  const move = async () => {
    if (!choice) return setRefusal('Choose the table to move to first.');
    setPending(true);
    setRefusal(null);
    const answer = await sendToStaffApi(`/api/staff/bookings/${encodeURIComponent(reference)}/table`, 'POST', { table: choice });
    setPending(false);
    if (answer.ok) {
      setChoice('');
      onChanged();
    } else setRefusal(answer.errors.table ?? answer.message);
  };

  return (
    <div className={`${sheet.actions} ${sheet.noPrint}`} role="group" aria-label={`Table of ${name}'s booking`}>
      <label htmlFor={id} className="visually-hidden">
        Move {name} from {table} to
      </label>
      <select id={id} className={sheet.control} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">Move from {table} to…</option>
        {tables
          .filter((candidate) => candidate.label !== table)
          .map((candidate) => (
            <option key={candidate.key} value={candidate.label}>
              {candidate.label} ({candidate.area})
            </option>
          ))}
      </select>
      <button type="button" className={sheet.button} disabled={pending} onClick={() => void move()}>
        Move
      </button>
      {refusal && (
        <p className={sheet.error} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
