'use client';

import { useId, type ComponentType } from 'react';
import { hydratesOnInteraction } from '@/components/layout/hydrates-on-interaction.client';
import type { BookingJourneyProps } from './booking-journey.client';

/**
 * On the server the journey renders at once, so the page's forms are complete without JavaScript. `typeof window` is
 * decided when each bundle is built, so this `require` is only in the server's; the browser's gets the journey as a
 * separate chunk, fetched on first interaction.
 */
const ServerJourney: ComponentType<BookingJourneyProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous server-only import, see above
  typeof window === 'undefined' ? (require('./booking-journey.client') as typeof import('./booking-journey.client')).BookingJourney : null;

/**
 * The journey in an island hydrated on the visitor's first interaction (docs/decisions/0024). A page opened
 * mid-journey (a later step, a message to show) hydrates it at once. The journey replays choices made before it
 * hydrated itself, so the island holds nothing back.
 */
const JourneyIsland = hydratesOnInteraction(ServerJourney, () => import('./booking-journey.client').then((module) => module.BookingJourney), {
  atOnce: ({ initial }) => initial.step > 1 || initial.notice !== null || Object.keys(initial.errors).length > 0,
  replaysEarlyInput: true,
});

/** The booking journey, hydrated on the visitor's first interaction instead of at load. */
export function DeferredBookingJourney(props: BookingJourneyProps) {
  // The same ids on the server and in the island's own root, whose useId would count differently.
  const idPrefix = `journey-${useId().replace(/[^\w-]/g, '')}`;
  return <JourneyIsland {...props} idPrefix={idPrefix} />;
}
