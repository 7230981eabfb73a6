'use client';

import { useEffect } from 'react';
import L, { divIcon, marker as leafletMarker, type LeafletKeyboardEvent, type Marker, type MarkerCluster } from 'leaflet';
// Leaflet.markercluster adds markerClusterGroup to the L object (it finds it as the global that leaflet sets on import).
import 'leaflet.markercluster';
import { useMap } from 'react-leaflet';
import type { MapMarker } from './map-types';
import styles from './locations-map.module.css';

/** A pin drawn in CSS and SVG, so there is no marker image to load (and none to go missing offline). 28 × 36 px. */
const pin = divIcon({
  className: styles.pin,
  html: '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#3c3c3c"/><circle cx="12" cy="12" r="6" fill="#fdc533"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

const CLUSTER_SIZE = 44;

/**
 * Pins closer together than this many pixels merge into one numbered circle. 80 px keeps any two targets (pins
 * 28 × 36 px hanging above their point, circles 44 px round) from overlapping, so each is a whole 24 px target.
 */
const CLUSTER_RADIUS = 80;

const listWording = (titles: string[]) => (titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`);

/**
 * "Show 3 restaurants: Ashton Moss, Piccadilly Gardens and The Printworks", read out for the numbered circle, in the
 * markers' own order (`places`): the server sends them in alphabetical order (inAlphabeticalOrder), and the circles,
 * hundreds as the map starts, need not compare names again.
 */
const clusterIconIn = (places: ReadonlyMap<string, number>) => (cluster: MarkerCluster) => {
  const titles = cluster
    .getAllChildMarkers()
    .map((child) => child.options.title ?? '')
    .sort((a, b) => (places.get(a) ?? 0) - (places.get(b) ?? 0));
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = `Show ${titles.length} restaurants: ${listWording(titles)}`;
  const count = document.createElement('span');
  count.setAttribute('aria-hidden', 'true');
  count.textContent = String(titles.length);
  const html = document.createElement('span');
  html.append(label, count);
  return divIcon({ className: styles.cluster, html, iconSize: [CLUSTER_SIZE, CLUSTER_SIZE] });
};

/** The pin's popup: the restaurant's name as a link to its page, and a line about where it is. Text only, never HTML. */
function popupContent({ title, path, detail }: MapMarker) {
  const content = document.createElement('div');
  const link = document.createElement('a');
  link.className = styles.popupLink ?? '';
  link.href = path;
  link.textContent = title;
  content.append(link);
  if (detail) {
    const line = document.createElement('span');
    line.className = styles.popupDetail ?? '';
    line.textContent = detail;
    content.append(line);
  }
  return content;
}

const activates = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * The restaurants as pins, with pins that would overlap merged into numbered circles (Leaflet.markercluster); a
 * circle zooms in to its restaurants. Every pin and circle is a button reached with Tab and pressed with Enter or
 * Space: a pin opens its popup and moves focus to the link in it (Escape closes it and returns to the pin); a circle
 * zooms in and moves focus to the first of its restaurants, so keyboard users never lose their place.
 */
export function ClusteredPins({ markers }: { markers: readonly MapMarker[] }) {
  const map = useMap();

  useEffect(() => {
    const places = new Map(markers.map(({ title }, place) => [title, place]));
    const group = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS,
      iconCreateFunction: clusterIconIn(places),
      showCoverageOnHover: false,
      // The map runs without zoom animation (see leaflet-map.client.tsx); the clusters follow it.
      animate: false,
    });
    const pins = markers.map((restaurant) =>
      leafletMarker([restaurant.lat, restaurant.lng], { icon: pin, title: restaurant.title, alt: restaurant.title }).bindPopup(() => popupContent(restaurant)),
    );
    group.addLayers(pins);

    const focusIcon = (layer: Marker) => layer.getElement()?.focus({ preventScroll: true });
    const zoomInto = (cluster: MarkerCluster) => {
      const first = cluster.getAllChildMarkers()[0];
      map.once('moveend', () => requestAnimationFrame(() => first && focusIcon(group.getVisibleParent(first) ?? first)));
      // As a tap on it does, with no padding. Padded, the circle that holds every restaurant (the whole map, on a
      // phone) would be fitted exactly as the map already is, and Enter would not zoom in at all.
      cluster.zoomToBounds();
    };
    const onKey = ({ layer, originalEvent }: LeafletKeyboardEvent & { layer: Marker }) => {
      if (!activates(originalEvent)) return;
      // Handled here, so Leaflet's own Enter handling (which only knows popups) does not toggle the popup back.
      originalEvent.preventDefault();
      layer.togglePopup();
    };
    const onClusterKey = ({ layer, originalEvent }: LeafletKeyboardEvent & { layer: MarkerCluster }) => {
      if (!activates(originalEvent)) return;
      originalEvent.preventDefault();
      zoomInto(layer);
    };
    const onPopupOpen = ({ popup }: { popup: { getElement: () => HTMLElement | undefined } }) =>
      popup.getElement()?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    // Leaflet closes popups on Escape only while the map itself has focus; here focus is on the link in the popup.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target instanceof Node && map.getPane('popupPane')?.contains(event.target)) map.closePopup();
    };
    const onPopupClose = ({ layer }: { layer: Marker }) => {
      // Back to the pin only when focus was in the popup (Escape, the close button), not when the visitor clicked elsewhere.
      if (!document.activeElement || document.activeElement === document.body || layer.getPopup()?.getElement()?.contains(document.activeElement))
        focusIcon(layer);
    };

    group.on('keydown', onKey as never);
    group.on('clusterkeydown', onClusterKey as never);
    group.on('popupopen', onPopupOpen as never);
    group.on('popupclose', onPopupClose as never);
    map.getContainer().addEventListener('keydown', onEscape);
    map.addLayer(group);
    return () => {
      map.getContainer().removeEventListener('keydown', onEscape);
      group.off();
      map.removeLayer(group);
    };
  }, [map, markers]);

  return null;
}
