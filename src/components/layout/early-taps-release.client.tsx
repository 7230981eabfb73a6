'use client';

import { useEffect } from 'react';
import { replayEarlyEdits } from './early-edits';

const RECHECK_MS = 100;
const GIVE_UP_MS = 10_000;

/**
 * Once the site's frame has hydrated, what the visitor did while its scripts started is handed to React: first the
 * fields they edited (early-edits.ts), as each is hydrated, then the taps held meanwhile (early-taps.ts), so that a
 * form sent early is checked and sent with what was typed. A part still hydrating is waited for, ten seconds at most.
 * Each step runs in a task of its own, after React has finished the work before it: a tap then meets the state the
 * edits made.
 */
export function EarlyTapsRelease() {
  useEffect(() => {
    window.earlyTapsHydrated = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const handOver = () => {
      const waiting = replayEarlyEdits(window.earlyEdits ?? []);
      const next = waiting === 0 || Date.now() - startedAt >= GIVE_UP_MS ? () => window.releaseEarlyTaps?.() : handOver;
      timer = setTimeout(next, waiting === 0 ? 0 : RECHECK_MS);
    };
    timer = setTimeout(handOver);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
