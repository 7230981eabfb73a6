import { messageForCode, serviceResults } from '@/features/api/service-results';
import { botCheckErrorText } from '@/features/bot-check/messages';
import type { StoreAvailability } from '@/features/booking/booking-queries';
import type { SlotTime } from '@/features/booking/domain/types';
import type { BookingRequest } from '@/features/booking/schema';
import { browserApi } from '@/lib/browser-api';
import type { BookingLocation } from '@/features/booking/online-booking-by-store';
import type { Choice, CoverLimits, OccasionOption, Requirements } from './journey-state';

/**
 * The booking journey's calls to the spec's API (section 7), in the browser, through the one API client (token,
 * brand key and session id, one retry after a 401). Every answer is either the data or the message the diner reads.
 */

const api = browserApi;
const BOT_CHECK_FAILED = serviceResults.botCheckFailed.code;
const BOT_CHECK_UNAVAILABLE = serviceResults.botCheckUnavailable.code;

/** `cardReason`: the booking needs a card for this diner (the no-show policy), and why, for the card step. */
type Answer<T> = { ok: true; data: T } | { ok: false; code: number | undefined; message: string; status: number; slotTaken?: boolean; cardReason?: string };

type Failure = { code?: number; title?: string; message?: string; bookingStatus?: number; errors?: Record<string, string> };

async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await api().request(path, init);
  } catch (error) {
    // Offline, or the token could not be fetched: the diner can try again, nothing was booked.
    if (error instanceof Error) return { ok: false, code: undefined, message: messageForCode(undefined), status: 0 };
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as T & Failure;
  if (response.ok) return { ok: true, data: body };
  if (body.bookingStatus === 9)
    return { ok: false, code: undefined, message: body.message ?? messageForCode(undefined), status: response.status, slotTaken: true };
  // The bot check refused or could not run (106, 107): said plainly; the next submission makes a fresh proof.
  if (body.code === BOT_CHECK_FAILED || body.code === BOT_CHECK_UNAVAILABLE)
    return { ok: false, code: body.code, message: botCheckErrorText(body.message ?? ''), status: response.status };
  const cardReason = body.code === serviceResults.needCreditCard.code ? body.errors?.cardCustomerId : undefined;
  return {
    ok: false,
    code: body.code,
    message: messageForCode(body.code, body.title, body.message),
    status: response.status,
    ...(cardReason ? { cardReason } : {}),
  };
}

const query = (params: Record<string, string | number | null | readonly (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, value === null ? 'null' : String(value));
  }
  return search.toString();
};

export type PartyQuery = { occasionId: number; adults: number; children: number };

export const fetchOccasions = (storeId: number, date: string) =>
  call<{ occasions: OccasionOption[]; restrictions: CoverLimits }>(`/api/booking/occasions/${storeId}?${query({ date })}`);

export async function fetchChoices(storeId: number, party: PartyQuery, date: string): Promise<Answer<{ menus: Choice[]; areas: Choice[] }>> {
  const [menus, areas] = await Promise.all([
    call<{ menus: Choice[] }>(`/api/booking/bookingmenu/${storeId}?${query({ ...party, dates: [date] })}`),
    call<{ areas: Choice[] }>(`/api/booking/areas/${storeId}?${query({ ...party, dates: [date] })}`),
  ]);
  if (!menus.ok) return menus;
  if (!areas.ok) return areas;
  return { ok: true, data: { menus: menus.data.menus, areas: areas.data.areas } };
}

export const fetchSlots = (storeId: number, party: PartyQuery, date: string, menuId: number | null, areaId: number | null) =>
  call<{ dates: { date: string; times: SlotTime[] }[] }>(
    `/api/booking/slots/${storeId}?${query({ ...party, dates: [date], menuIds: menuId === null ? [] : [menuId], areaId })}`,
  );

export const fetchRequirements = (storeId: number, party: PartyQuery, bookingDate: string, time: string, menuId: number | null, areaId: number | null) =>
  call<Requirements>(`/api/booking/requirements/${storeId}?${query({ ...party, bookingDate, time, menuId, areaId })}`);

export const fetchAvailability = (stores: { storeId: number; miles: number }[], date: string, adultCovers: number, childrenCovers: number) =>
  call<{ data: StoreAvailability[] }>('/api/booking/availability', { method: 'POST', body: JSON.stringify({ stores, date, adultCovers, childrenCovers }) });

export const fetchLocations = () => call<{ locations: BookingLocation[] }>('/api/booking/locations');

/** `botCheck`: the journey's bot-check proof, made while the diner filled in step three. */
type BookingInput = Omit<BookingRequest, 'upsells' | 'cardCustomerId'> & { cardCustomerId?: string | null; botCheck: string };
type PlacedBooking = { bookingReference: string | null; bookingStatus: number; manageUrl?: string; message?: string };

/** Places the booking; the Idempotency-Key makes a retried request (a flaky connection) find the first booking. */
export const placeBooking = (storeId: number, endpoint: 'create' | 'events' | 'enquiry', booking: BookingInput, idempotencyKey: string) =>
  call<PlacedBooking>(`/api/booking/${endpoint}/${storeId}`, { method: 'POST', body: JSON.stringify(booking), headers: { 'Idempotency-Key': idempotencyKey } });

/** A client token for the card provider's form; code 5 when the site has no card provider. */
export const fetchCardToken = () => call<{ clientToken: string }>('/api/v1/braintree/token');

/** Swaps the card form's one-time nonce for the provider's stored customer, the booking's card guarantee; with the journey's proof. */
export const submitCard = (card: { nonce: string; firstName: string; lastName: string; email: string; botCheck: string }) =>
  call<{ customerId: string }>('/api/v1/braintree/submit', { method: 'POST', body: JSON.stringify(card) });
