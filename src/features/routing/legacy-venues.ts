/**
 * The ten venues whose old book-now addresses the spec keeps alive (section 2, legacy redirects), keyed by their
 * slug: a redirect names its venue by slug, so reordering or adding venues cannot move one.
 */
const venues = {
  'ashton-moss': { name: 'Ashton Moss', city: 'ashton-under-lyne' },
  'broughton-shopping-park': { name: 'Broughton', city: 'broughton' },
  'the-atrium': { name: 'Camberley', city: 'camberley' },
  'cheshire-oaks': { name: 'Cheshire Oaks', city: 'ellesmere-port' },
  'merry-hill': { name: 'Dudley', city: 'dudley' },
  'fosse-park': { name: 'Leicester', city: 'leicester' },
  'the-printworks': { name: 'Manchester', city: 'manchester' },
  metrocentre: { name: 'Gateshead Metrocentre', city: 'gateshead' },
  'eldon-square': { name: 'Newcastle Eldon Square', city: 'newcastle' },
  'gunwharf-quays': { name: 'Portsmouth Gunwharf Quay', city: 'portsmouth' },
} as const;

export type LegacyVenueSlug = keyof typeof venues;
type LegacyVenue = { slug: LegacyVenueSlug; name: string; city: string };

export const legacyVenue = (slug: LegacyVenueSlug): LegacyVenue => ({ slug, ...venues[slug] });

export const legacyVenues: readonly LegacyVenue[] = (Object.keys(venues) as LegacyVenueSlug[]).map(legacyVenue);
