'use client';

import { useId, useState } from 'react';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { useBrowserValue } from '@/lib/use-browser-value';
import type { StaffStatus } from '../staff-status';
import { StaffRefusal, useStaffWrite } from './staff-write.client';

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
  const { pending, refusal, setRefusal, send } = useStaffWrite(onChanged);
  if (!scripts || table === null || !MOVABLE.includes(status)) return null;

  const move = async () => {
    if (!choice) return setRefusal('Choose the table to move to first.');
    if (await send(`/api/staff/bookings/${encodeURIComponent(reference)}/table`, { table: choice }, 'table')) setChoice('');
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
      <StaffRefusal message={refusal} />
    </div>
  );
}
