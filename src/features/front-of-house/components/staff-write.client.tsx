'use client';

import { useState } from 'react';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { sendToStaffApi } from './send-to-staff-api';

/**
 * One button's write to the staff API, as the day sheet's rows make it (status, table, no-shows, the waitlist's
 * offer): `pending` while it goes, so the row's buttons wait; then either `onChanged` redraws the sheet, or the refusal
 * is kept to show, the message on the write's own field (`field`) or else the answer's. `send` says whether it went.
 */
export function useStaffWrite(onChanged: () => void) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (path: string, body: unknown, field: string): Promise<boolean> => {
    setPending(true);
    setRefusal(null);
    const answer = await sendToStaffApi(path, 'POST', body);
    setPending(false);
    if (!answer.ok) {
      setRefusal(answer.errors[field] ?? answer.message);
      return false;
    }
    onChanged();
    return true;
  };
  return { pending, refusal, setRefusal, send };
}

/** A write's refusal under its row's buttons, announced as it appears. */
export function StaffRefusal({ message }: { message: string | null }) {
  return message ? (
    <p className={sheet.error} role="alert">
      {message}
    </p>
  ) : null;
}
