import type { OpeningSchedule } from '@/features/restaurants/domain/opening-hours';
import type { Restaurant } from '@/payload-types';
import type { Weekday } from '@/lib/weekdays';

/**
 * The booking engine's picture of one restaurant, as plain data: loaded by the repository from the back-office
 * collections, handed to the pure functions of this folder together with `now`. Times of day are London wall-clock
 * 'HH:mm'; dates are 'yyyy-mm-dd'; instants are UTC Dates.
 */

export type BookingType = 'table' | 'event' | 'enquiry';
export type LinkGroupType = 'inclusive' | 'exclusive';

/** Spec section 4: inclusive keeps only the linked items, exclusive removes them. */
export type LinkGroup = { type: LinkGroupType; ids: readonly number[] };

export type Table = {
  /** Stable across edits of other tables (the row's id); a combination's is its tables' keys joined by '+'. */
  key: string;
  label: string;
  minCovers: number;
  maxCovers: number;
  /** A combination of tables (T4 + T5 seating 8): the keys of the tables it joins, each held by a booking on it. */
  members?: readonly string[];
};

export type Area = { id: number; name: string; description: string; tables: readonly Table[] };

export type ServiceWindow = { from: string; until: string };

export type Occasion = {
  id: number;
  name: string;
  description: string;
  minimumCovers: number;
  maximumCovers: number;
  bookingType: BookingType;
  /** Weekdays it runs; empty means every day. */
  days: readonly Weekday[];
  /** Arrival times run from `from` to `until` inclusive; empty means whenever the restaurant takes bookings. */
  serviceWindows: readonly ServiceWindow[];
  /** yyyy-mm-dd, inclusive; null means open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  menuLinkGroup: LinkGroup;
  areaLinkGroup: LinkGroup;
  requiresCardGuarantee: boolean;
};

export type BookingMenu = { id: number; name: string; description: string; price: number | null };

export type Upsell = { id: number; name: string; description: string; price: number; available: boolean; occasionIds: readonly number[] };

/** A closed date (no occasions at all), or a date on which only some occasions cannot be booked. */
export type DateRestriction = { date: string; closed: boolean; occasionIds: readonly number[]; note: string };

/** Parties up to `upToCovers` stay `minutes`; the first matching row wins, rows sorted by upToCovers. */
export type DiningDuration = { upToCovers: number; minutes: number };

export type BookingRules = {
  slotIntervalMinutes: number;
  /** The earliest arrival is this long after now. */
  leadTimeMinutes: number;
  /** Dates up to today + horizonDays can be booked. */
  horizonDays: number;
  /** The last arrival is this long before closing. */
  lastArrivalBeforeCloseMinutes: number;
  diningDurations: readonly DiningDuration[];
  /** Parties of this size or more need a card guarantee; null means no size rule. */
  cardGuaranteeFromCovers: number | null;
  /** Parties of this size or more may place an enquiry when no table fits or is free; null means never. */
  enquiryFromCovers: number | null;
  restrictions: readonly DateRestriction[];
  /** Online bookings wait for the diner to confirm by email, holding their table meanwhile (unconfirmed-hold.ts). */
  confirmByEmail: boolean;
  /** How long a table freed for a waitlisted diner is held for them (features/waitlist); 15 when not set. */
  waitlistHoldMinutes?: number;
  /** At most `covers` arriving in each `minutes` (15, 30 or 60, counted from midnight) from online bookings; null: no limit (pacing.ts). */
  pacing?: { covers: number; minutes: number } | null;
  /** Online bookings of an address with this many no-shows in 12 months need a card; null or 0: no such rule (no-show-policy.ts). */
  noShowsBeforeCard?: number | null;
};

/** Why a restaurant takes no online bookings at all; see `refusals.ts` for the codes. */
export type BookingStatusOfRestaurant =
  { kind: 'open' } | { kind: 'center-parcs' } | { kind: 'restaurant-disabled' } | { kind: 'not-supported' } | { kind: 'paused'; message: string | null };

export type BookingConfig = {
  storeId: number;
  status: BookingStatusOfRestaurant;
  schedule: OpeningSchedule;
  rules: BookingRules;
  areas: readonly Area[];
  /** Tables joined for larger parties; each member is a table of `areas`. */
  combinations?: readonly Table[];
  occasions: readonly Occasion[];
  menus: readonly BookingMenu[];
  upsells: readonly Upsell[];
};

/** The restaurant and its booking configuration, as the engine needs them (loaded by the repository, kept by config-cache.ts). */
export type BookableRestaurant = { restaurant: Restaurant; config: BookingConfig };

/**
 * What holds a table: a booking from arrival to departure, [startsAt, endsAt), or a block (private hire, a kitchen
 * fault). `tableKey` is a table's key, a combination's (its tables' keys joined by '+'), or for a block also
 * `area:{id}` (every table of an area) or `*` (the whole restaurant): see `blockedTables` in table-assignment.ts.
 * `covers` is a booking's party (pacing counts arrivals by it); a block has none.
 */
export type TableHold = { tableKey: string; startsAt: Date; endsAt: Date; covers?: number };

export type PartySize = { adults: number; children: number };

export type SlotTime = { time: string; canEnquire: boolean };
