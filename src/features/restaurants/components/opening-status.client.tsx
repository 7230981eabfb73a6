'use client';

import { useCallback, useSyncExternalStore } from 'react';
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

/**
 * Runs while the HTML is still being parsed, before the first paint: the page may have been rendered up to an hour ago
 * (ISR), so it picks the entry for the visitor's clock. Kept tiny and free of time-zone logic: the server worked
 * the timeline out in Europe/London.
 */
const applyBeforePaint = `(function(s){var p=s.previousElementSibling,t=JSON.parse(p.getAttribute('data-timeline')),n=Date.now(),c=t[0];for(var i=0;i<t.length;i++)if(t[i][0]<=n)c=t[i];p.setAttribute('data-open',c[1]?'true':'false');p.children[0].textContent=c[1]?'Open now':'Closed now';p.children[1].textContent=c[2]})(document.currentScript)`;

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
      <script dangerouslySetInnerHTML={{ __html: applyBeforePaint }} />
    </>
  );
}
