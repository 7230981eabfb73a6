'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { bringsAnotherPage, LOADING_BAR_MAX_MS, LOADING_BAR_THROTTLE_MS, NAVIGATION_START_EVENT } from './loading-bar';
import styles from './loading-bar.module.css';

/**
 * The loading bar (spec section 9): a navigation inside the site that has not arrived after 200 ms shows a thin
 * yellow bar at the top of the window until the new page is on screen, for 5 s at most. It is fixed and animates its
 * transform only, so it never moves the page; screen readers hear Next's route announcement instead (aria-hidden).
 * Next's router says when a navigation starts (src/instrumentation-client.ts); the new address arriving ends it.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const bar = useRef<HTMLDivElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    bar.current?.removeAttribute('data-loading');
  };

  useEffect(() => {
    const onStart = (event: Event) => {
      const { detail } = event as CustomEvent<string>;
      if (!bringsAnotherPage(new URL(detail, window.location.href), window.location)) return;
      stop();
      timers.current = [
        setTimeout(() => bar.current?.setAttribute('data-loading', ''), LOADING_BAR_THROTTLE_MS),
        setTimeout(stop, LOADING_BAR_THROTTLE_MS + LOADING_BAR_MAX_MS),
      ];
    };
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, onStart);
      stop();
    };
  }, []);

  // The new page has arrived.
  useEffect(stop, [pathname, search]);

  return <div ref={bar} className={styles.bar} data-loading-bar="" aria-hidden="true" />;
}
