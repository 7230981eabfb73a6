'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import type { MapMarker, MapOrigin, MapTiles } from './map-types';
import styles from './locations-map.module.css';

const LeafletMap = dynamic(() => import('./leaflet-map.client'), { ssr: false, loading: () => null });

type Props = {
  markers: MapMarker[];
  origin?: MapOrigin;
  tiles: MapTiles;
  label: string;
  singleZoom?: number;
  className?: string;
  /** On a phone, the map stays hidden (and its code unfetched) until the visitor presses "Show the map". */
  onRequestOnPhones?: boolean;
};

/**
 * The map's frame is drawn with the page (so nothing moves when it arrives); Leaflet itself loads only when the frame
 * scrolls near the screen, which keeps it off the critical path of every page that shows a map.
 *
 * With `onRequestOnPhones`, a phone shows a "Show the map" button in the frame's place (decision 0043): the finder's
 * map of every restaurant is one numbered circle at that width, and Leaflet starting on the first screen was most of
 * the page's start-up work there. A hidden frame never nears the screen, so the map's code is fetched on the press.
 */
export function LocationsMap({ markers, origin, tiles, label, singleZoom, className, onRequestOnPhones = false }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const frameId = useId();
  const [nearScreen, setNearScreen] = useState(false);
  const [shownOnPhone, setShownOnPhone] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearScreen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const togglePhoneMap = () => {
    setShownOnPhone(!shownOnPhone);
    // Leaflet measures its map again on a resize: a map shown again may have been hidden while the phone turned.
    if (!shownOnPhone) requestAnimationFrame(() => window.dispatchEvent(new Event('resize')));
  };

  return (
    <>
      {onRequestOnPhones && (
        // Without scripts there is no map to show (data-needs-scripts hides the button); the list has every restaurant.
        <button
          type="button"
          className={`button button--outline ${styles.phoneToggle}`}
          aria-expanded={shownOnPhone}
          aria-controls={frameId}
          onClick={togglePhoneMap}
          data-needs-scripts
        >
          {shownOnPhone ? 'Hide the map' : 'Show the map'}
        </button>
      )}
      <div
        ref={frame}
        id={frameId}
        className={`${styles.frame} ${className ?? ''}`}
        data-hidden-on-phones={onRequestOnPhones && !shownOnPhone ? '' : undefined}
        role="region"
        aria-label={label}
      >
        {nearScreen ? (
          <LeafletMap markers={markers} origin={origin} tiles={tiles} singleZoom={singleZoom} />
        ) : (
          <noscript>
            <p className={styles.noScript}>The map needs JavaScript. Every restaurant is also listed on this page.</p>
          </noscript>
        )}
      </div>
    </>
  );
}
