'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { Browser, latLngBounds, type FitBoundsOptions, type LatLngBounds, type LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { ClusteredPins } from './clustered-pins.client';
import { MAP_MAX_ZOOM, type MapMarker, type MapOrigin, type MapTiles } from './map-types';
import styles from './locations-map.module.css';

type Props = { markers: MapMarker[]; origin?: MapOrigin; tiles: MapTiles; singleZoom?: number };

const UK_CENTRE: LatLngTuple = [54.5, -3];
const FIT_OPTIONS: FitBoundsOptions = { padding: [32, 32], maxZoom: 14 };

type View = { bounds: LatLngBounds; boundsOptions: FitBoundsOptions } | { center: LatLngTuple; zoom: number };

/** Where the map looks for these points: one point close up, several all in view, none the whole country. */
function viewOf(points: LatLngTuple[], singleZoom: number): View {
  if (points.length > 1) return { bounds: latLngBounds(points), boundsOptions: FIT_OPTIONS };
  return { center: points[0] ?? UK_CENTRE, zoom: points.length === 1 ? singleZoom : 6 };
}

/**
 * Keeps every pin (and the searched-from point) in view when the results change without a new map. The map already
 * starts on its first points, so they are not fitted twice: each fit redraws the tiles and measures the page again.
 */
function FitToMarkers({ points, singleZoom }: { points: LatLngTuple[]; singleZoom: number }) {
  const map = useMap();
  const key = JSON.stringify(points);
  const fitted = useRef(key);
  useEffect(() => {
    if (fitted.current === key) return;
    fitted.current = key;
    const view = viewOf(JSON.parse(key) as LatLngTuple[], singleZoom);
    if ('bounds' in view) map.fitBounds(view.bounds, view.boundsOptions);
    else map.setView(view.center, view.zoom);
  }, [map, key, singleZoom]);
  return null;
}

/**
 * On a screen with more than one device pixel to the CSS pixel (most phones), each tile is drawn at half its size
 * from the next zoom level (Leaflet's detectRetina): the map is sharp, not blurred by stretching, and no single tile is
 * large enough to become the page's largest paint, which is then the page's own content and not a tile arriving
 * after the map's code. Up to zoom 18 either way (spec section 9): past 17, those screens get zoom 18's tiles stretched.
 */
function tileZoomOptions() {
  // Leaflet's own reading, taken when it loaded, which is what detectRetina acts on.
  return Browser.retina ? { detectRetina: true, maxZoom: MAP_MAX_ZOOM + 1, maxNativeZoom: MAP_MAX_ZOOM - 1 } : { maxZoom: MAP_MAX_ZOOM };
}

/**
 * The tiles' credit, in the map's corner from the start. Added only with the tiles, it would widen the credit line
 * after the map had been drawn, moving it (a layout shift). Leaflet counts each credit, so the tile layer adding the
 * same one later changes nothing on screen.
 */
function TileCredit({ attribution }: { attribution: string }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.addAttribution(attribution);
    return () => void map.attributionControl?.removeAttribution(attribution);
  }, [map, attribution]);
  return null;
}

/** The map's parts in the order they are added: the map itself, then its tiles, then the pins. */
const PARTS = 3;

/**
 * Adds the map's parts one task at a time. Together they were one task of about 45 ms on this machine, 180 ms on a
 * phone's slower CPU, while the page was still starting; apart, the browser can answer a tap between them.
 */
function usePartsAdded() {
  const [added, setAdded] = useState(1);
  useEffect(() => {
    if (added >= PARTS) return;
    const next = setTimeout(() => setAdded(added + 1));
    return () => clearTimeout(next);
  }, [added]);
  return added;
}

export default function LeafletMap({ markers, origin, tiles, singleZoom = 15 }: Props) {
  const points: LatLngTuple[] = [
    ...markers.map((marker): LatLngTuple => [marker.lat, marker.lng]),
    ...(origin ? [[origin.lat, origin.lng] as LatLngTuple] : []),
  ];
  const added = usePartsAdded();
  return (
    // No zoom animation: Leaflet 1.9 throws if the page changes while one runs (Leaflet/Leaflet#9575).
    <MapContainer className={styles.map} {...viewOf(points, singleZoom)} maxZoom={MAP_MAX_ZOOM} scrollWheelZoom={false} zoomAnimation={false}>
      <FitToMarkers points={points} singleZoom={singleZoom} />
      {tiles.url !== 'none' && <TileCredit attribution={tiles.attribution} />}
      {added >= 2 && tiles.url !== 'none' && <TileLayer url={tiles.url} attribution={tiles.attribution} {...tileZoomOptions()} />}
      {added >= 3 && (
        <>
          {origin && (
            <CircleMarker center={[origin.lat, origin.lng]} radius={9} pathOptions={{ color: '#b8253b', fillColor: '#b8253b', fillOpacity: 0.8 }}>
              <Tooltip>{origin.label}</Tooltip>
            </CircleMarker>
          )}
          <ClusteredPins markers={markers} />
        </>
      )}
    </MapContainer>
  );
}
