import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';
import type { JourneyStep } from './journey-state';

/**
 * A journey without JavaScript keeps its choices in the address: each step is a GET form whose fields are these
 * names, so the back button, a refresh and a shared link all land on the same step. The diner's personal details
 * never go in the address (step three posts them).
 */
export type JourneyParams = {
  storeId: number | null;
  step: JourneyStep;
  date: string | null;
  occasionId: number | null;
  adults: number | null;
  time: string | null;
  menuId: number | null;
  areaId: number | null;
  /** The time that was taken between steps two and three: alternatives are found around it. */
  taken: string | null;
  /** Which failed submission's messages to show (see booking-draft.ts). */
  attempt: string | null;
};

type SearchParams = Record<string, string | string[] | undefined>;

const single = (params: SearchParams, key: string) => {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};
const whole = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);
const matching = (text: string, pattern: RegExp) => (pattern.test(text) ? text : null);

/** Whatever the address holds, read leniently: a value that is not well formed is as good as absent (the step re-asks). */
export function journeyParamsFrom(params: SearchParams): JourneyParams {
  const step = whole(single(params, 'step'));
  return {
    storeId: whole(single(params, 'storeId')),
    step: step === 2 || step === 3 ? step : 1,
    date: matching(single(params, 'date'), isoDatePattern),
    occasionId: whole(single(params, 'occasionId')),
    adults: whole(single(params, 'adults')),
    time: matching(single(params, 'time'), clockTimePattern),
    menuId: whole(single(params, 'menuId')),
    areaId: whole(single(params, 'areaId')),
    taken: matching(single(params, 'taken'), clockTimePattern),
    attempt: matching(single(params, 'attempt'), /^[\w-]{8,40}$/),
  };
}

/** The fields that carry earlier steps' choices into a later step's form, as [name, value] pairs. */
type CarriedChoices = {
  storeId: number;
  date: string | null;
  occasionId: number | null;
  adults: number | null;
  time: string | null;
  menuId: number | null;
  areaId: number | null;
};

export function carriedFields(state: CarriedChoices, upTo: JourneyStep): [string, string][] {
  const fields: [string, string | number | null][] = [['storeId', state.storeId]];
  if (upTo >= 2) fields.push(['date', state.date], ['occasionId', state.occasionId], ['adults', state.adults]);
  if (upTo >= 3) fields.push(['time', state.time], ['menuId', state.menuId], ['areaId', state.areaId]);
  return fields.filter((field): field is [string, string | number] => field[1] !== null).map(([name, value]) => [name, String(value)]);
}

/** The address of a step with the choices made before it, for "change" links and redirects. */
export function stepHref(base: string, state: CarriedChoices, step: JourneyStep, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams([...carriedFields(state, step), ['step', String(step)], ...Object.entries(extra)]);
  return `${base}?${query.toString()}#booking`;
}

/** Issue 11's group-booking form, filled in with the restaurant, the date and the party. */
export const groupBookingHref = ({ storeId, date, covers }: { storeId: number; date: string; covers: number }) =>
  `/group-bookings?storeId=${storeId}&date=${date}&covers=${covers}`;
