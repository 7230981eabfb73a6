'use client';

import { useEffect, useId, useRef, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { BookingJourneyProps } from './booking-journey.client';

/** The first signs that someone is using the page: a pointer, a touch, a key, focus or a scroll. */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * On the server the journey renders at once, so the page's forms are complete without JavaScript. `typeof window` is
 * decided when each bundle is built, so this `require` is only in the server's; the browser's gets the journey as a
 * separate chunk, fetched on first interaction.
 */
const ServerJourney: ComponentType<BookingJourneyProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous server-only import, see above
  typeof window === 'undefined' ? (require('./booking-journey.client') as typeof import('./booking-journey.client')).BookingJourney : null;

/** Tells React to keep the server's markup inside the island as it is (one object, so no re-render writes it). */
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * The booking journey, hydrated on the visitor's first interaction instead of at load (docs/decisions/0024). The
 * server renders it inside an island; the page's React leaves the island's markup alone (a working form meanwhile),
 * and on the first pointer move, touch, key, focus or scroll the journey's code is fetched and hydrates the island as
 * a root of its own, in place. A page opened mid-journey (a later step, a message to show) hydrates it at once. The
 * journey replays choices made before it hydrated itself, so the page's replay of early taps and edits leaves it
 * alone (`data-handles-early-input`).
 */
export function DeferredBookingJourney(props: BookingJourneyProps) {
  const island = useRef<HTMLDivElement>(null);
  // The same ids on the server and in the island's own root, whose useId would count differently.
  const idPrefix = `journey-${useId().replace(/[^\w-]/g, '')}`;
  const underWay = props.initial.step > 1 || props.initial.notice !== null || Object.keys(props.initial.errors).length > 0;

  useEffect(() => {
    let root: Root | null = null;
    let cancelled = false;
    const hydrate = async () => {
      stopWaiting();
      const [{ hydrateRoot }, { BookingJourney }] = await Promise.all([import('react-dom/client'), import('./booking-journey.client')]);
      if (!cancelled && island.current) root = hydrateRoot(island.current, <BookingJourney {...props} idPrefix={idPrefix} />);
    };
    const start = () => void hydrate();
    const stopWaiting = () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
    };
    if (underWay) start();
    else for (const type of INTERACTION_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      cancelled = true;
      stopWaiting();
      // Not while React is committing this page's own update.
      if (root) setTimeout(() => root?.unmount());
    };
    // Once per island: the server's props do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (ServerJourney) {
    return (
      <div data-journey-island="" data-handles-early-input="">
        <ServerJourney {...props} idPrefix={idPrefix} />
      </div>
    );
  }
  return <div ref={island} data-journey-island="" data-handles-early-input="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
}
