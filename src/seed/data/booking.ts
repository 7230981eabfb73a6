import type { Weekday } from '@/lib/weekdays';

/**
 * The demo chain's booking engine, as a casual-dining chain runs it: tables of two to twelve, bar tables, terraces
 * at waterside sites and private dining rooms at the city flagships; à la carte every day, bottomless brunch at
 * weekends, festive parties in the run-up to Christmas, and enquiries for groups too big for one table.
 */

export const seedAreas = [
  { key: 'restaurant', name: 'Restaurant', description: 'The main dining room.', sortOrder: 1 },
  { key: 'bar', name: 'Bar', description: 'High tables by the bar, for two.', sortOrder: 2 },
  { key: 'terrace', name: 'Terrace', description: 'Outdoor tables, heated and covered.', sortOrder: 3 },
  { key: 'private', name: 'Private dining room', description: 'A room of your own for bigger celebrations.', sortOrder: 4 },
] as const;
type AreaKey = (typeof seedAreas)[number]['key'];

export const seedBookingMenus = [
  { key: 'a-la-carte', name: 'À la carte', description: 'Order from the full menu on the day.', price: null, sortOrder: 1 },
  { key: 'brunch', name: 'Bottomless brunch', description: 'A brunch dish and 90 minutes of bottomless drinks.', price: 34.95, sortOrder: 2 },
  { key: 'festive', name: 'Festive set menu', description: 'Three courses with crackers and a festive cocktail.', price: 32.95, sortOrder: 3 },
] as const;
type MenuKey = (typeof seedBookingMenus)[number]['key'];

type SeedOccasion = {
  key: string;
  name: string;
  description: string;
  minimumCovers: number;
  maximumCovers: number;
  bookingType: 'table' | 'event' | 'enquiry';
  days?: Weekday[];
  serviceWindows?: { from: string; until: string }[];
  validFrom?: string;
  validUntil?: string;
  requiresCardGuarantee?: boolean;
  menus: { type: 'inclusive' | 'exclusive'; items: MenuKey[] };
  areas: { type: 'inclusive' | 'exclusive'; items: AreaKey[] };
};

export const seedOccasions: SeedOccasion[] = [
  {
    key: 'table',
    name: 'Table booking',
    description: 'Lunch, dinner or anything in between.',
    minimumCovers: 1,
    maximumCovers: 12,
    bookingType: 'table',
    menus: { type: 'inclusive', items: ['a-la-carte'] },
    areas: { type: 'exclusive', items: ['private'] },
  },
  {
    key: 'celebration',
    name: 'Birthday or celebration',
    description: 'Tell us what you are celebrating and we will make a fuss.',
    minimumCovers: 2,
    maximumCovers: 20,
    bookingType: 'table',
    menus: { type: 'inclusive', items: ['a-la-carte'] },
    areas: { type: 'exclusive', items: ['bar'] },
  },
  {
    key: 'brunch',
    name: 'Bottomless brunch',
    description: 'Saturdays and Sundays, arrivals from 11:30 to 14:30.',
    minimumCovers: 2,
    maximumCovers: 10,
    bookingType: 'table',
    days: ['saturday', 'sunday'],
    serviceWindows: [{ from: '11:30', until: '14:30' }],
    menus: { type: 'inclusive', items: ['brunch'] },
    areas: { type: 'inclusive', items: ['restaurant', 'terrace'] },
  },
  {
    key: 'festive',
    name: 'Festive party',
    description: 'Our festive set menu for parties of six or more, held with a card.',
    minimumCovers: 6,
    maximumCovers: 20,
    bookingType: 'event',
    serviceWindows: [
      { from: '12:00', until: '15:00' },
      { from: '17:30', until: '21:00' },
    ],
    validFrom: '2026-11-16',
    validUntil: '2026-12-24',
    requiresCardGuarantee: true,
    menus: { type: 'inclusive', items: ['festive'] },
    areas: { type: 'inclusive', items: ['restaurant', 'private'] },
  },
  {
    key: 'large-group',
    name: 'Large group enquiry',
    description: 'More than twelve of you? Tell us your plans and the team will come back to you within a day.',
    minimumCovers: 13,
    maximumCovers: 20,
    bookingType: 'enquiry',
    menus: { type: 'exclusive', items: ['brunch'] },
    areas: { type: 'exclusive', items: ['bar'] },
  },
];

export const seedUpsells = [
  { name: 'Celebration cake', description: 'A chocolate fudge cake with candles, brought out with a song.', price: 16.95, occasions: ['celebration', 'table'], available: true },
  { name: 'Prosecco on arrival', description: 'A chilled bottle waiting at your table.', price: 27.95, occasions: [], available: true },
  { name: 'Balloons at the table', description: 'Three gold balloons tied to your table.', price: 6.5, occasions: ['celebration'], available: true },
  { name: 'Festive crackers', description: 'A box of six crackers with proper gifts inside.', price: 9.95, occasions: ['festive'], available: true },
  { name: 'Gluten-free celebration cake', description: 'Back soon: our bakery is perfecting the recipe.', price: 18.95, occasions: ['celebration'], available: false },
];

type SeedTable = { label: string; area: AreaKey; minCovers: number; maxCovers: number };

const range = (prefix: string, from: number, to: number, area: AreaKey, minCovers: number, maxCovers: number): SeedTable[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ label: `${prefix}${from + index}`, area, minCovers, maxCovers }));

/** Every restaurant: twos, fours, sixes, an eight, a twelve, and three bar tables. */
const standardFloor: SeedTable[] = [
  ...range('T', 1, 4, 'restaurant', 1, 2),
  ...range('T', 5, 10, 'restaurant', 2, 4),
  ...range('T', 11, 12, 'restaurant', 4, 6),
  { label: 'T13', area: 'restaurant', minCovers: 5, maxCovers: 8 },
  { label: 'T14', area: 'restaurant', minCovers: 8, maxCovers: 12 },
  ...range('B', 1, 3, 'bar', 1, 2),
];
const terrace = range('P', 1, 4, 'terrace', 2, 4);
const privateRoom: SeedTable[] = [{ label: 'Private room', area: 'private', minCovers: 10, maxCovers: 20 }];

/** Waterside and pedestrianised sites have a terrace; city flagships a private dining room. */
const withTerrace = new Set(['gunwharf-quays', 'harbourside', 'ocean-village', 'the-lanes', 'riverside', 'canary-wharf', 'cheshire-oaks']);
const withPrivateRoom = new Set(['covent-garden', 'the-printworks', 'piccadilly-gardens', 'new-street', 'briggate', 'buchanan-street', 'cheshire-oaks']);

export const seedTablesFor = (slug: string): SeedTable[] => [
  ...standardFloor,
  ...(withTerrace.has(slug) ? terrace : []),
  ...(withPrivateRoom.has(slug) ? privateRoom : []),
];

/** Tables the team at a flagship pushes together for larger parties (domain/table-combinations.ts). */
export const seedCombinationsFor = (slug: string) =>
  slug === 'cheshire-oaks'
    ? [
        { tables: 'T5 + T6', minCovers: 5, maxCovers: 8 },
        { tables: 'T11 + T12', minCovers: 9, maxCovers: 12 },
      ]
    : [];

export const seedBookingRules = {
  onlineBookings: true,
  slotIntervalMinutes: 15,
  leadTimeMinutes: 60,
  horizonDays: 90,
  lastArrivalBeforeCloseMinutes: 60,
  cardGuaranteeFromCovers: 10,
  enquiryFromCovers: 13,
  diningDurations: [
    { upToCovers: 2, minutes: 90 },
    { upToCovers: 4, minutes: 105 },
    { upToCovers: 8, minutes: 120 },
    { upToCovers: 20, minutes: 150 },
  ],
};

/** New Year's Eve is a ticketed night: no brunch that day anywhere. */
export const seedRestrictions = [{ date: '2026-12-31', closed: false, occasions: ['brunch'], note: "New Year's Eve set-up" }];
