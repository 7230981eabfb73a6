'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { BookingJourneyProps } from './booking-journey.client';

/** The first signs that someone is using the page: a pointer, a touch, a key, focus or a scroll. */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

let openGate: () => void = () => undefined;
/** Resolves on the visitor's first interaction with the page, or when a journey already under way asks (`openGate`). */
const gate =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const open = () => {
          for (const type of INTERACTION_EVENTS) window.removeEventListener(type, open, true);
          resolve();
        };
        openGate = open;
        for (const type of INTERACTION_EVENTS) window.addEventListener(type, open, { capture: true, passive: true });
      });

/**
 * On the server the journey renders at once, so the page's forms are complete without JavaScript. `typeof window` is
 * decided when each bundle is built, so this `require` is only in the server's; the browser's gets the journey as a
 * separate chunk, fetched on first interaction.
 */
const ServerJourney: ComponentType<BookingJourneyProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous server-only import, see above
  typeof window === 'undefined' ? (require('./booking-journey.client') as typeof import('./booking-journey.client')).BookingJourney : null;

const BrowserJourney = lazy(async () => {
  await gate;
  return { default: (await import('./booking-journey.client')).BookingJourney };
});

/**
 * The booking journey, hydrated on the visitor's first interaction instead of at load (docs/decisions/0024): the
 * server's markup is a working form meanwhile, and React keeps it while the Suspense boundary waits for the code, then
 * hydrates it in place. A page opened mid-journey (a later step, a message to show) loads it at once.
 */
export function DeferredBookingJourney(props: BookingJourneyProps) {
  const underWay = props.initial.step > 1 || props.initial.notice !== null || Object.keys(props.initial.errors).length > 0;
  useEffect(() => {
    if (underWay) openGate();
  }, [underWay]);
  return <Suspense fallback={null}>{ServerJourney ? <ServerJourney {...props} /> : <BrowserJourney {...props} />}</Suspense>;
}
