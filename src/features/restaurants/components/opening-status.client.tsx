'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { applyStatusBeforePaint } from './opening-status-script';
import styles from './restaurant.module.css';

/** One status and the instant it starts: [epoch ms, open (1) or closed (0), 'closes 22:00' / 'opens tomorrow 11:30']. */
export type StatusEntry = [from: number, isOpen: 0 | 1, text: string];

/** Timers are capped (browsers overflow above 2^31 ms and throttle background tabs), so the clock is re-read at least hourly. */
const MAX_WAIT_MS = 60 * 60 * 1000;

const currentIndex = (timeline: StatusEntry[], now: number) => {
  let index = 0;
  timeline.forEach(([from], position) => {
    if (from <= now) index = position;
  });
  return index;
};

/** Open/Closed now, right at first paint and kept right while the page stays open across an opening or closing time. */
export function OpeningStatus({ timeline }: { timeline: StatusEntry[] }) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const schedule = () => {
        const next = timeline[currentIndex(timeline, Date.now()) + 1];
        const wait = next ? Math.min(Math.max(next[0] - Date.now(), 0) + 50, MAX_WAIT_MS) : MAX_WAIT_MS;
        timer = setTimeout(() => {
          onChange();
          schedule();
        }, wait);
      };
      schedule();
      document.addEventListener('visibilitychange', onChange);
      return () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', onChange);
      };
    },
    [timeline],
  );
  const index = useSyncExternalStore(
    subscribe,
    () => currentIndex(timeline, Date.now()),
    () => 0,
  );
  const [, isOpen, text] = timeline[index] ?? [0, 0, ''];
  return (
    <>
      <p className={styles.status} data-timeline={JSON.stringify(timeline)} data-open={isOpen ? 'true' : 'false'} suppressHydrationWarning>
        <span className={styles.statusBadge} suppressHydrationWarning>
          {isOpen ? 'Open now' : 'Closed now'}
        </span>{' '}
        <span suppressHydrationWarning>{text}</span>
      </p>
      <script dangerouslySetInnerHTML={{ __html: applyStatusBeforePaint }} />
    </>
  );
}
