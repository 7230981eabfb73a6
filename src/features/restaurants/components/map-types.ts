/** What the map draws: restaurants as pins that link to their pages, and optionally the searched-from point. */
export type MapMarker = { id: number; lat: number; lng: number; title: string; path: string; detail?: string };
export type MapOrigin = { lat: number; lng: number; label: string };
export type MapTiles = { url: string; attribution: string };

/** Map zoom limit (spec section 9). */
export const MAP_MAX_ZOOM = 18;
