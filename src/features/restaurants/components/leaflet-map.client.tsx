'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Browser, latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { ClusteredPins } from './clustered-pins.client';
import { MAP_MAX_ZOOM, type MapMarker, type MapOrigin, type MapTiles } from './map-types';
import styles from './locations-map.module.css';

type Props = { markers: MapMarker[]; origin?: MapOrigin; tiles: MapTiles; singleZoom?: number };

/** Keeps every pin (and the searched-from point) in view when the results change without a new map. */
function FitToMarkers({ points, singleZoom }: { points: [number, number][]; singleZoom: number }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const latLngs = JSON.parse(key) as [number, number][];
    if (latLngs.length === 1) map.setView(latLngs[0]!, singleZoom);
    else if (latLngs.length > 1) map.fitBounds(latLngBounds(latLngs), { padding: [32, 32], maxZoom: 14 });
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

export default function LeafletMap({ markers, origin, tiles, singleZoom = 15 }: Props) {
  const points: [number, number][] = [...markers.map((marker): [number, number] => [marker.lat, marker.lng]), ...(origin ? [[origin.lat, origin.lng] as [number, number]] : [])];
  return (
    // No zoom animation: Leaflet 1.9 throws if the page changes while one runs (Leaflet/Leaflet#9575).
    <MapContainer className={styles.map} center={points[0] ?? [54.5, -3]} zoom={6} maxZoom={MAP_MAX_ZOOM} scrollWheelZoom={false} zoomAnimation={false}>
      {tiles.url !== 'none' && <TileLayer url={tiles.url} attribution={tiles.attribution} {...tileZoomOptions()} />}
      <FitToMarkers points={points} singleZoom={singleZoom} />
      {origin && (
        <CircleMarker center={[origin.lat, origin.lng]} radius={9} pathOptions={{ color: '#b8253b', fillColor: '#b8253b', fillOpacity: 0.8 }}>
          <Tooltip>{origin.label}</Tooltip>
        </CircleMarker>
      )}
      <ClusteredPins markers={markers} />
    </MapContainer>
  );
}
