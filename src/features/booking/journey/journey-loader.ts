import 'server-only';
import { serviceResultBody } from '@/features/api/service-results';
import { addDays } from '@/lib/london-time';
import { ServiceError, ValidationError } from '@/server/errors';
import { areasFor, menusFor, occasionsForDate, requirementsFor, slotsFor } from '../booking-queries';
import { londonToday } from '@/lib/london-time';
import { partyStepSchema } from '../schema';
import type { BookingDraft } from './booking-draft';
import { findAlternatives } from './journey-alternatives';
import type { JourneyParams } from './journey-params';
import { coverRange, DEFAULT_TIME, initialJourney, journeyReducer, selectedOccasion, type JourneyAction, type JourneyState } from './journey-state';

/**
 * The journey as the server renders it for an address (spec section 4, each step a request the server answers): the
 * same services the booking API calls, the same reducer the browser runs, so a journey without JavaScript and one
 * with it cannot drift apart. A step asked for before the earlier ones are valid shows the earliest step that is not.
 */

/** How far a journey looks for its first bookable date when none was chosen (late at night, today has gone). */
const FIRST_DATE_SEARCH_DAYS = 14;

/** A service refusal as the diner reads it; anything else is a real failure and is thrown. */
const refusalMessage = (error: unknown): string => {
  if (error instanceof ValidationError) return Object.values(error.fieldErrors)[0] ?? serviceResultBody('validationFailed').message;
  if (error instanceof ServiceError) return serviceResultBody(error.result, error.serviceMessage).message;
  throw error;
};

type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };
const attempt = async <T>(work: () => Promise<T>): Promise<Loaded<T>> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, message: refusalMessage(error) };
  }
};

async function loadOccasions(storeId: number, params: JourneyParams, now: Date) {
  const today = londonToday(now);
  if (params.date) return { date: params.date, answer: await attempt(() => occasionsForDate(storeId, params.date!, now)) };
  let first: Loaded<Awaited<ReturnType<typeof occasionsForDate>>> | null = null;
  for (let offset = 0; offset < FIRST_DATE_SEARCH_DAYS; offset++) {
    const date = addDays(today, offset);
    const answer = await attempt(() => occasionsForDate(storeId, date, now));
    first ??= answer;
    if (answer.ok) return { date, answer };
  }
  return { date: today, answer: first! };
}

/** Step one's choices, checked as the step form checks them: field messages, or none. */
function partyErrors(state: JourneyState, params: JourneyParams): Record<string, string> {
  const parsed = partyStepSchema.safeParse({ date: state.date, occasionId: params.occasionId ?? '', adults: params.adults ?? '', children: 0 });
  if (!parsed.success) return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const occasion = selectedOccasion(state);
  if (!occasion || occasion.id !== params.occasionId) return { occasionId: 'This occasion is not available on this date. Please choose another.' };
  const { min, max } = coverRange(occasion);
  if (state.adults < min || state.adults > max) return { adults: `${occasion.name} is for ${min} to ${max} guests.` };
  return {};
}

export async function loadJourney(storeId: number, params: JourneyParams, draft: BookingDraft | null, now: Date): Promise<JourneyState> {
  let state: JourneyState;
  const apply = (action: JourneyAction) => (state = journeyReducer(state, action));
  const { date, answer: occasions } = await loadOccasions(storeId, params, now);
  state = initialJourney(storeId, date);
  if (draft) state = { ...state, customer: draft.customer };
  const showDraft = () => {
    if (draft && draft.attempt === params.attempt) state = { ...state, errors: { ...state.errors, ...draft.errors }, notice: draft.notice ?? state.notice };
    return state;
  };

  if (!occasions.ok) return apply({ type: 'occasionsFailed', message: occasions.message });
  apply({ type: 'occasionsLoaded', date, occasions: occasions.value.occasions, restrictions: occasions.value.restrictions });
  if (params.occasionId !== null && occasions.value.occasions.some((occasion) => occasion.id === params.occasionId)) {
    apply({ type: 'occasionChanged', occasionId: params.occasionId });
  }
  if (params.adults !== null) apply({ type: 'coversChanged', adults: params.adults });
  if (params.step === 1) return showDraft();

  const errors = partyErrors(state, params);
  if (Object.keys(errors).length > 0) return apply({ type: 'invalid', errors });

  apply({ type: 'stepChanged', step: 2 });
  const party = { occasionId: state.occasionId!, adults: state.adults, children: state.children, dates: [state.date] };
  const [menus, areas] = await Promise.all([attempt(() => menusFor(storeId, party, now)), attempt(() => areasFor(storeId, party, now))]);
  if (!menus.ok || !areas.ok) return apply({ type: 'failed', message: menus.ok ? (areas as { message: string }).message : menus.message });
  apply({ type: 'choicesLoaded', menus: menus.value.menus, areas: areas.value.areas });
  if (params.menuId !== null && state.menus.some((menu) => menu.id === params.menuId)) apply({ type: 'menuChanged', menuId: params.menuId });
  if (params.areaId !== null && state.areas.some((area) => area.id === params.areaId)) apply({ type: 'areaChanged', areaId: params.areaId });

  apply({ type: 'slotsLoading' });
  const slots = await attempt(() => slotsFor(storeId, { ...party, menuIds: state.menuId === null ? [] : [state.menuId], areaId: state.areaId }, now));
  apply(slots.ok ? { type: 'slotsLoaded', slots: slots.value.dates[0]?.times ?? [] } : { type: 'slotsFailed', message: slots.message });
  if (params.time) apply({ type: 'timeChanged', time: params.time });

  const timeGone = params.step === 3 && state.time !== params.time;
  if (!slots.ok || params.taken || timeGone) {
    const wanted = params.taken ?? params.time ?? DEFAULT_TIME;
    apply({ type: 'alternativesLoaded', alternatives: await findAlternatives(state, wanted, now) });
  }
  if (params.step === 2 || !slots.ok) return showDraft();
  if (timeGone) return apply({ type: 'invalid', errors: { time: 'That time is no longer available. Please choose another.' } });

  apply({ type: 'stepChanged', step: 3 });
  const requirements = await attempt(() =>
    requirementsFor(
      storeId,
      { occasionId: state.occasionId!, adults: state.adults, children: state.children, bookingDate: state.date, menuId: state.menuId, areaId: state.areaId },
      now,
    ),
  );
  if (!requirements.ok) return apply({ type: 'failed', message: requirements.message });
  apply({ type: 'requirementsLoaded', requirements: requirements.value });
  showDraft();
  // Sent back by the no-show policy (confirm-form.ts): the card step, and why.
  const cardReason = state.errors.cardCustomerId;
  return cardReason ? apply({ type: 'cardAsked', reason: cardReason }) : state;
}
