'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { MapMarker, MapOrigin, MapTiles } from './map-types';
import styles from './locations-map.module.css';

const LeafletMap = dynamic(() => import('./leaflet-map.client'), { ssr: false, loading: () => null });

type Props = { markers: MapMarker[]; origin?: MapOrigin; tiles: MapTiles; label: string; singleZoom?: number; className?: string };

/**
 * The map's frame is drawn with the page (so nothing moves when it arrives); Leaflet itself loads only when the frame
 * scrolls near the screen, which keeps it off the critical path of every page that shows a map.
 */
export function LocationsMap({ markers, origin, tiles, label, singleZoom, className }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [nearScreen, setNearScreen] = useState(false);

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

  return (
    <div ref={frame} className={`${styles.frame} ${className ?? ''}`} role="region" aria-label={label}>
      {nearScreen ? (
        <LeafletMap markers={markers} origin={origin} tiles={tiles} singleZoom={singleZoom} />
      ) : (
        <noscript>
          <p className={styles.noScript}>The map needs JavaScript. Every restaurant is also listed on this page.</p>
        </noscript>
      )}
    </div>
  );
}
