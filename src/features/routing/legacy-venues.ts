/** The ten venues whose old book-now addresses the spec keeps alive (section 2, legacy redirects). */
export const legacyVenues = [
  { name: 'Ashton Moss', city: 'ashton-under-lyne', slug: 'ashton-moss' },
  { name: 'Broughton', city: 'broughton', slug: 'broughton-shopping-park' },
  { name: 'Camberley', city: 'camberley', slug: 'the-atrium' },
  { name: 'Cheshire Oaks', city: 'ellesmere-port', slug: 'cheshire-oaks' },
  { name: 'Dudley', city: 'dudley', slug: 'merry-hill' },
  { name: 'Leicester', city: 'leicester', slug: 'fosse-park' },
  { name: 'Manchester', city: 'manchester', slug: 'the-printworks' },
  { name: 'Gateshead Metrocentre', city: 'gateshead', slug: 'metrocentre' },
  { name: 'Newcastle Eldon Square', city: 'newcastle', slug: 'eldon-square' },
  { name: 'Portsmouth Gunwharf Quay', city: 'portsmouth', slug: 'gunwharf-quays' },
] as const;
