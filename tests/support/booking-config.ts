import type { Area, BookingConfig, BookingRules, Occasion, Table } from '@/features/booking/domain/types';
import type { DayHours } from '@/features/restaurants/domain/opening-hours';
import { weekdays, type Weekday } from '@/lib/weekdays';

/**
 * A realistic restaurant for booking-domain tests: open 11:30–22:00 every day, a Restaurant area (2×2, 4×4, 2×6,
 * 1×8) and a Terrace (2×4), three occasions, 15-minute slots, an hour's notice, 90 days ahead, last arrival an hour
 * before closing. Tests change only what they are about through `overrides` (`rules` is merged field by field).
 */

export const RESTAURANT = 1;
export const TERRACE = 2;
export const TABLE_BOOKING = 1;
export const BRUNCH = 2;
export const ENQUIRY = 3;
export const A_LA_CARTE = 1;
export const SET_MENU = 2;
export const BRUNCH_MENU = 3;

const table = (areaId: number, row: number, minCovers: number, maxCovers: number): Table => ({
  key: `${areaId}:${row}`,
  label: `T${row}`,
  minCovers,
  maxCovers,
});

export const area = (id: number, name: string, tables: readonly Table[]): Area => ({ id, name, description: '', tables });

export const occasion = (overrides: Partial<Occasion> & Pick<Occasion, 'id' | 'name'>): Occasion => ({
  description: '',
  minimumCovers: 1,
  maximumCovers: 20,
  bookingType: 'table',
  days: [],
  serviceWindows: [],
  validFrom: null,
  validUntil: null,
  menuLinkGroup: { type: 'exclusive', ids: [] },
  areaLinkGroup: { type: 'exclusive', ids: [] },
  requiresCardGuarantee: false,
  ...overrides,
});

export const everyDay = (hours: DayHours): Record<Weekday, DayHours> => Object.fromEntries(weekdays.map((day) => [day, hours])) as Record<Weekday, DayHours>;

const rules: BookingRules = {
  slotIntervalMinutes: 15,
  leadTimeMinutes: 60,
  horizonDays: 90,
  lastArrivalBeforeCloseMinutes: 60,
  diningDurations: [
    { upToCovers: 2, minutes: 90 },
    { upToCovers: 4, minutes: 105 },
    { upToCovers: 8, minutes: 120 },
    { upToCovers: 20, minutes: 150 },
  ],
  cardGuaranteeFromCovers: 8,
  enquiryFromCovers: 9,
  restrictions: [],
  confirmByEmail: false,
};

type BookingConfigOverrides = Partial<Omit<BookingConfig, 'rules'>> & { rules?: Partial<BookingRules> };

export const bookingConfig = (overrides: BookingConfigOverrides = {}): BookingConfig => ({
  storeId: 1001,
  status: { kind: 'open' },
  schedule: { weekly: everyDay({ open: '11:30', close: '22:00' }), overrides: [] },
  areas: [
    area(RESTAURANT, 'Restaurant', [
      table(RESTAURANT, 1, 1, 2),
      table(RESTAURANT, 2, 1, 2),
      table(RESTAURANT, 3, 2, 4),
      table(RESTAURANT, 4, 2, 4),
      table(RESTAURANT, 5, 2, 4),
      table(RESTAURANT, 6, 2, 4),
      table(RESTAURANT, 7, 3, 6),
      table(RESTAURANT, 8, 3, 6),
      table(RESTAURANT, 9, 5, 8),
    ]),
    area(TERRACE, 'Terrace', [table(TERRACE, 10, 2, 4), table(TERRACE, 11, 2, 4)]),
  ],
  occasions: [
    occasion({ id: TABLE_BOOKING, name: 'Table booking', menuLinkGroup: { type: 'exclusive', ids: [BRUNCH_MENU] } }),
    occasion({
      id: BRUNCH,
      name: 'Bottomless brunch',
      minimumCovers: 2,
      maximumCovers: 10,
      days: ['saturday', 'sunday'],
      serviceWindows: [{ from: '12:00', until: '15:00' }],
      menuLinkGroup: { type: 'inclusive', ids: [BRUNCH_MENU] },
      areaLinkGroup: { type: 'exclusive', ids: [TERRACE] },
    }),
    occasion({ id: ENQUIRY, name: 'Large party enquiry', minimumCovers: 9, maximumCovers: 20, bookingType: 'enquiry' }),
  ],
  menus: [
    { id: A_LA_CARTE, name: 'A la carte', description: '', price: null },
    { id: SET_MENU, name: 'Set menu', description: '', price: 2500 },
    { id: BRUNCH_MENU, name: 'Bottomless brunch', description: '', price: 3500 },
  ],
  upsells: [],
  ...overrides,
  rules: { ...rules, ...overrides.rules },
});

/** The occasion of a config by id, failing loudly when a test names one that is not there. */
export const occasionOf = (config: BookingConfig, id: number): Occasion => {
  const found = config.occasions.find((o) => o.id === id);
  if (!found) throw new Error(`No occasion ${id}`);
  return found;
};

/** A single table in a single area: overlap tests then have nowhere else to seat the party. */
export const oneTable = (minCovers: number, maxCovers: number): Area[] => [area(RESTAURANT, 'Restaurant', [table(RESTAURANT, 1, minCovers, maxCovers)])];
