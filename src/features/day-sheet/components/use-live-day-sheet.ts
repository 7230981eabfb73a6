'use client';

import { useEffect, useRef, useState } from 'react';
import type { DaySheet } from '@/features/front-of-house/day-sheet';

export type LiveState = 'live' | 'paused' | 'signed-out' | 'failing';

/** Every 1.5 s: a change made anywhere shows within 2 s, one small JSON request a tab (docs/decisions/0065). */
const POLL_MS = 1_500;

/**
 * The day as the staff API has it now: polled while the tab is visible (a hidden tab asks nothing, and asks at once
 * when shown again), one request at a time, and handed on only when its `version` differs, so React re-renders the
 * sheet only on a change. Stops on 401 (the session is over: the host must sign in again).
 */
export function useLiveDaySheet(initial: DaySheet, url: string) {
  const [sheet, setSheet] = useState(initial);
  const [state, setState] = useState<LiveState>('live');
  const [changedAt, setChangedAt] = useState<Date | null>(null);
  const version = useRef(initial.version);
  /** Asks at once (after a change made here), rather than at the next tick. */
  const pollNow = useRef<() => void>(() => {});

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(poll, POLL_MS);
    };
    const poll = async () => {
      clearTimeout(timer);
      controller?.abort();
      controller = new AbortController();
      const { signal } = controller;
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' }, signal });
        if (response.status === 401) {
          stopped = true;
          setState('signed-out');
          return;
        }
        if (!response.ok) {
          setState('failing');
        } else {
          const next = (await response.json()) as DaySheet;
          setState('live');
          if (next.version !== version.current) {
            version.current = next.version;
            setSheet(next);
            setChangedAt(new Date());
          }
        }
      } catch (error) {
        // A poll aborted by the next one, or by leaving the page, is no failure; a network error is, until one answers.
        if (signal.aborted) return;
        setState('failing');
        if (!(error instanceof TypeError) && !(error instanceof SyntaxError)) throw error;
      }
      schedule();
    };
    const onVisibility = () => {
      if (stopped) return;
      if (visible()) {
        setState('live');
        void poll();
      } else {
        clearTimeout(timer);
        controller?.abort();
        setState('paused');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    pollNow.current = () => {
      if (!stopped) void poll();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [url]);

  return { sheet, state, changedAt, refresh: () => pollNow.current() };
}
