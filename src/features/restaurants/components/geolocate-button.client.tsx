'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ScriptsFailedNotice } from '@/components/forms/form-parts';
import { MessageDialog } from '@/components/ui/message-dialog.client';
import styles from './finder.module.css';

/** Shown when the visitor (or their browser) refuses to share a position: spec section 4, location permission denied. */
const LOCATION_REFUSED_MESSAGE = 'To find restaurants near you, please enable location services.';
const LOCATION_UNAVAILABLE_MESSAGE = 'We could not find your location just now. Please try again, or search by postcode or town.';
const LOCATION_UNSUPPORTED_MESSAGE = 'This browser cannot share your location. Please search by postcode or town instead.';

/** About 100 m: precise enough to rank restaurants, and the address bar does not carry the visitor's exact home. */
const roundPosition = (value: number) => value.toFixed(3);

/**
 * 'Use my location': asks the browser for a position, then shows the restaurants nearest it (a shareable address).
 * A tap before the page's scripts run waits for them (early-taps.ts); without them it is hidden, as the search does
 * the same job from a postcode or town. While it waits for a position it is aria-disabled rather than disabled: a
 * disabled button loses focus, and focus must come back to it when the error dialog closes.
 */
type Props = {
  action: string;
  /** What a refusal says (the job search has its own wording, spec section 8). */
  refusedMessage?: string;
  /** The rest of the search to keep, e.g. "q=chef&type=part-time" (a function cannot cross from the server). */
  keepQuery?: string;
};

export function GeolocateButton({ action, refusedMessage = LOCATION_REFUSED_MESSAGE, keepQuery = '' }: Props) {
  const router = useRouter();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    if (locating) return;
    if (!('geolocation' in navigator)) {
      setProblem(LOCATION_UNSUPPORTED_MESSAGE);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        router.push(`${action}?${keepQuery ? `${keepQuery}&` : ''}lat=${roundPosition(coords.latitude)}&lng=${roundPosition(coords.longitude)}#results`);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? refusedMessage : LOCATION_UNAVAILABLE_MESSAGE);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <>
      <button
        type="button"
        className={`button button--outline ${styles.locate}`}
        onClick={locate}
        aria-busy={locating}
        aria-disabled={locating}
        data-needs-scripts
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.94 3A9 9 0 0 0 13 3.06V1h-2v2.06A9 9 0 0 0 3.06 11H1v2h2.06A9 9 0 0 0 11 20.94V23h2v-2.06A9 9 0 0 0 20.94 13H23v-2h-2.06zM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14z"
          />
        </svg>
        {locating ? 'Finding you…' : 'Use my location'}
      </button>
      <ScriptsFailedNotice consequence="it cannot use your location yet" otherwise="search by postcode or town" />
      <MessageDialog open={problem !== null} heading="We can't see where you are" onClose={() => setProblem(null)}>
        <p>{problem}</p>
      </MessageDialog>
    </>
  );
}
