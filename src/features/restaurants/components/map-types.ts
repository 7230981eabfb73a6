import { alphabetical } from '@/lib/alphabetical';

/** What the map draws: restaurants as pins that link to their pages, and optionally the searched-from point. */
export type MapMarker = { id: number; lat: number; lng: number; title: string; path: string; detail?: string };

/**
 * The map's markers in alphabetical order of their titles, the order a numbered circle reads its restaurants out in.
 * Sorted on the server: ordering names in the browser would load its locale data, a long task on a slow phone.
 */
export const inAlphabeticalOrder = (markers: MapMarker[]): MapMarker[] => [...markers].sort((a, b) => alphabetical(a.title, b.title));
export type MapOrigin = { lat: number; lng: number; label: string };
export type MapTiles = { url: string; attribution: string };

/** Map zoom limit (spec section 9). */
export const MAP_MAX_ZOOM = 18;
