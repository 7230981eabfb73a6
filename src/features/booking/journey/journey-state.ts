import { keepOrClear } from '@/features/booking/domain/link-groups';
import { MAX_TABLE_BOOKING_COVERS } from '@/features/booking/domain/refusals';
import type { BookingType, Occasion, SlotTime } from '@/features/booking/domain/types';

/**
 * The booking journey's state (spec sections 3 and 4, "Booking flow state"), as one pure reducer: the server builds the
 * first state from the address (a journey without JavaScript), the browser carries on from it with the API. Nothing
 * here does I/O, so every rule of the steps is unit-tested on its own.
 */

/** Spec section 9. */
export const ENABLE_SMS_OPT_IN = true;
/** The time of day a journey starts from before a slot is chosen (spec section 9: default hour 9, minute 0). */
export const DEFAULT_TIME = '09:00';

export type JourneyStep = 1 | 2 | 3;

/** An occasion as the occasions call describes it (without the engine's days, windows and dates). */
export type OccasionOption = Pick<
  Occasion,
  'id' | 'name' | 'description' | 'minimumCovers' | 'maximumCovers' | 'bookingType' | 'requiresCardGuarantee' | 'menuLinkGroup' | 'areaLinkGroup'
>;
export type Choice = { id: number; name: string; description: string; price?: number | null };
export type CoverLimits = { minCovers: number; maxCovers: number };
/** `cardReason`: why this diner's booking needs a card when the slot itself does not (the no-show policy). */
export type Requirements = { isPlaceAsEnquiryEnabled: boolean; isCardGuaranteeRequired: boolean; cardReason?: string };

export type CustomerDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
};
const emptyCustomer: CustomerDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};

export type AlternativeDay = { date: string; time: string };
export type AlternativeRestaurant = { storeId: number; title: string; miles: number; time: string; path: string };
export type Alternatives = { wanted: string; sameDay: string[]; otherDays: AlternativeDay[]; otherRestaurants: AlternativeRestaurant[] };

/** `unconfirmed`: the table is held until the diner confirms from their email (the restaurant's switch is on). */
export type Confirmation = { reference: string; manageUrl: string | null; status: 'confirmed' | 'unconfirmed' | 'enquiry'; kind: BookingType };

/** A message above the step: a refusal (`error`), or the slot that went between steps two and three (`taken`). */
export type Notice = { kind: 'error' | 'taken'; message: string };

export type JourneyState = {
  storeId: number;
  step: JourneyStep;
  /** selectedBookingDate, yyyy-mm-dd; `time` is merged into it once a slot is chosen. */
  date: string;
  occasions: OccasionOption[];
  restrictions: CoverLimits | null;
  occasionId: number | null;
  adults: number;
  children: number;
  menus: Choice[];
  areas: Choice[];
  menuId: number | null;
  areaId: number | null;
  slots: SlotTime[];
  slotsState: 'idle' | 'loading' | 'ready' | 'failed';
  time: string | null;
  requirements: Requirements | null;
  customer: CustomerDraft;
  /** Field messages of the step shown, e.g. `adults` or `customer.email`. */
  errors: Record<string, string>;
  notice: Notice | null;
  /** Step one could not load what the date offers: its footer hides and its picture shows (spec section 8). */
  restrictionsFailed: boolean;
  alternatives: Alternatives | null;
  confirmation: Confirmation | null;
  busy: boolean;
};

export const initialJourney = (storeId: number, date: string): JourneyState => ({
  storeId,
  step: 1,
  date,
  occasions: [],
  restrictions: null,
  occasionId: null,
  adults: 1,
  children: 0,
  menus: [],
  areas: [],
  menuId: null,
  areaId: null,
  slots: [],
  slotsState: 'idle',
  time: null,
  requirements: null,
  customer: emptyCustomer,
  errors: {},
  notice: null,
  restrictionsFailed: false,
  alternatives: null,
  confirmation: null,
  busy: false,
});

export type JourneyAction =
  | { type: 'dateChanged'; date: string }
  | { type: 'occasionsLoading' }
  | { type: 'occasionsLoaded'; date: string; occasions: OccasionOption[]; restrictions: CoverLimits }
  | { type: 'occasionsFailed'; message: string }
  | { type: 'occasionChanged'; occasionId: number }
  | { type: 'coversChanged'; adults: number; children?: number }
  | { type: 'stepChanged'; step: JourneyStep }
  | { type: 'choicesLoaded'; menus: Choice[]; areas: Choice[] }
  | { type: 'menuChanged'; menuId: number | null }
  | { type: 'areaChanged'; areaId: number | null }
  | { type: 'slotsLoading' }
  | { type: 'slotsLoaded'; slots: SlotTime[] }
  | { type: 'slotsFailed'; message: string }
  | { type: 'timeChanged'; time: string }
  | { type: 'requirementsLoaded'; requirements: Requirements }
  | { type: 'invalid'; errors: Record<string, string> }
  | { type: 'submitting'; customer: CustomerDraft }
  | { type: 'failed'; message: string }
  | { type: 'cardAsked'; reason: string }
  | { type: 'slotTaken'; message: string }
  | { type: 'alternativesLoaded'; alternatives: Alternatives }
  | { type: 'booked'; confirmation: Confirmation };

export const selectedOccasion = (state: Pick<JourneyState, 'occasions' | 'occasionId'>): OccasionOption | null =>
  state.occasions.find((occasion) => occasion.id === state.occasionId) ?? null;

/** The party sizes a diner can pick for an occasion: its own range, never above the table-booking maximum. */
export const coverRange = (occasion: Pick<OccasionOption, 'minimumCovers' | 'maximumCovers'> | null): { min: number; max: number } => ({
  min: Math.min(occasion?.minimumCovers ?? 1, MAX_TABLE_BOOKING_COVERS),
  max: Math.min(occasion?.maximumCovers ?? MAX_TABLE_BOOKING_COVERS, MAX_TABLE_BOOKING_COVERS),
});

export const coversOf = (state: Pick<JourneyState, 'adults' | 'children'>) => state.adults + state.children;

/** A party bigger than the occasion takes: step one offers other occasions or the group enquiry instead of continuing. */
export const isPartyTooLarge = (state: Pick<JourneyState, 'occasions' | 'occasionId' | 'adults' | 'children'>) =>
  coversOf(state) > coverRange(selectedOccasion(state)).max;

/** Which booking call places this booking: an enquiry occasion or a slot open only to enquiries asks; an event books an event. */
export const endpointFor = (occasion: Pick<OccasionOption, 'bookingType'> | null, slot: SlotTime | undefined): 'create' | 'events' | 'enquiry' => {
  if (occasion?.bookingType === 'enquiry' || slot?.canEnquire) return 'enquiry';
  return occasion?.bookingType === 'event' ? 'events' : 'create';
};

const clearedLater: Pick<JourneyState, 'menus' | 'areas' | 'slots' | 'slotsState' | 'time' | 'requirements' | 'alternatives'> = {
  menus: [],
  areas: [],
  slots: [],
  slotsState: 'idle',
  time: null,
  requirements: null,
  alternatives: null,
};

/** Spec section 4: adults start at the occasion's minimum and children at none, whenever the occasion is chosen afresh. */
const withOccasion = (state: JourneyState, occasion: OccasionOption | null): JourneyState => ({
  ...state,
  ...clearedLater,
  occasionId: occasion?.id ?? null,
  adults: coverRange(occasion).min,
  children: 0,
});

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'dateChanged':
      return { ...state, ...clearedLater, date: action.date, errors: {}, notice: null };
    case 'occasionsLoading':
      return { ...state, busy: true, notice: null };
    case 'occasionsLoaded': {
      const base = { ...state, date: action.date, occasions: action.occasions, restrictions: action.restrictions, restrictionsFailed: false, busy: false };
      const kept = selectedOccasion({ occasions: action.occasions, occasionId: state.occasionId });
      // The first occasion is the default; a choice still offered on the new date keeps its party if the party fits.
      if (!kept) return withOccasion(base, action.occasions[0] ?? null);
      const { min } = coverRange(kept);
      return coversOf(state) < min ? withOccasion(base, kept) : base;
    }
    case 'occasionsFailed':
      return {
        ...state,
        ...clearedLater,
        occasions: [],
        restrictions: null,
        occasionId: null,
        restrictionsFailed: true,
        busy: false,
        notice: { kind: 'error', message: action.message },
      };
    case 'occasionChanged':
      return { ...withOccasion(state, state.occasions.find((occasion) => occasion.id === action.occasionId) ?? null), errors: {}, notice: null };
    case 'coversChanged':
      return { ...state, ...clearedLater, adults: action.adults, children: action.children ?? state.children, errors: {} };
    case 'stepChanged':
      return { ...state, step: action.step, errors: {}, notice: action.step === 3 ? state.notice : null };
    case 'choicesLoaded': {
      // "If nothing is left, the menu or area is cleared"; a diner with no menu chosen yet gets the first on offer.
      const menuId = keepOrClear(state.menuId, action.menus) ?? action.menus[0]?.id ?? null;
      return { ...state, menus: action.menus, areas: action.areas, menuId, areaId: keepOrClear(state.areaId, action.areas) };
    }
    case 'menuChanged':
      return { ...state, menuId: action.menuId };
    case 'areaChanged':
      return { ...state, areaId: action.areaId };
    case 'slotsLoading':
      // Old slots go at once, so a time from another date or party can never be booked.
      return { ...state, slots: [], slotsState: 'loading', time: null, requirements: null, alternatives: null };
    case 'slotsLoaded':
      // The first slot becomes the chosen time; a refusal from an earlier search goes, the taken slot's message stays.
      return {
        ...state,
        slots: action.slots,
        slotsState: 'ready',
        time: action.slots[0]?.time ?? null,
        notice: state.notice?.kind === 'taken' ? state.notice : null,
      };
    case 'slotsFailed':
      return { ...state, slots: [], slotsState: 'failed', time: null, notice: { kind: 'error', message: action.message } };
    case 'timeChanged':
      return state.slots.some((slot) => slot.time === action.time) ? { ...state, time: action.time, requirements: null, errors: {} } : state;
    case 'requirementsLoaded':
      return { ...state, requirements: action.requirements };
    case 'invalid':
      return { ...state, errors: action.errors, busy: false };
    case 'submitting':
      return { ...state, customer: action.customer, busy: true, errors: {}, notice: null };
    case 'failed':
      return { ...state, busy: false, notice: { kind: 'error', message: action.message } };
    case 'cardAsked':
      // The booking was refused for want of a card this diner must give: the step shows the card form and says why.
      return {
        ...state,
        busy: false,
        notice: null,
        requirements: {
          isPlaceAsEnquiryEnabled: state.requirements?.isPlaceAsEnquiryEnabled ?? false,
          isCardGuaranteeRequired: true,
          cardReason: action.reason,
        },
      };
    case 'slotTaken':
      // Back to the times, the diner's details kept for when they have chosen another.
      return { ...state, step: 2, busy: false, notice: { kind: 'taken', message: action.message }, slots: [], slotsState: 'loading', time: null };
    case 'alternativesLoaded':
      return { ...state, alternatives: action.alternatives };
    case 'booked':
      return { ...state, busy: false, notice: null, confirmation: action.confirmation };
  }
}
