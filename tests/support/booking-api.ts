/** Helpers for the booking API's integration tests: London dates, finding a bookable date and slot, request bodies, the outbox. */
import { expect } from 'vitest';
import { weekdayOf } from '@/lib/london-time';
import { londonDate } from './dates';
import type { apiClient } from './site-api';

export type Api = Awaited<ReturnType<typeof apiClient>>;

type LinkGroup = { type: 'inclusive' | 'exclusive'; ids: number[] };
export type Occasion = {
  id: number;
  name: string;
  minimumCovers: number;
  maximumCovers: number;
  bookingType: 'table' | 'event' | 'enquiry';
  requiresCardGuarantee: boolean;
  menuLinkGroup: LinkGroup;
  areaLinkGroup: LinkGroup;
};
export type OccasionsAnswer = { storeId: number; date: string; occasions: Occasion[]; restrictions: { minCovers: number; maxCovers: number } };
export type ServiceResult = { code: number; title: string; message: string; errors?: Record<string, string> };
export type SlotTime = { time: string; canEnquire: boolean };
export type SlotsAnswer = { dates: { date: string; times: SlotTime[] }[] };
export type BookingAnswer = { bookingReference: string | null; bookingStatus: number; message?: string; manageUrl?: string };
type Party = { adults: number; children?: number };

const isWeekend = (date: string) => ['saturday', 'sunday'].includes(weekdayOf(date));

export const uniqueEmail = (label = 'diner') => `${label}+${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;

const HORIZON_DAYS = 90;

type DateOptions = { minDaysAhead?: number; weekend?: boolean };

/**
 * The first date at least `minDaysAhead` days from today (London) on which the occasions endpoint lists `occasionName`
 * at `storeId`: skips closures, Christmas Day, refurbishments and occasions that only run some days or some weeks.
 */
async function* occasionDates(api: Api, storeId: number, occasionName: string, { minDaysAhead = 2, weekend = false }: DateOptions = {}) {
  for (let offset = minDaysAhead; offset <= HORIZON_DAYS; offset++) {
    const date = londonDate(offset);
    if (weekend && !isWeekend(date)) continue;
    const { status, body } = await api.getJson<OccasionsAnswer>(`/api/booking/occasions/${storeId}?date=${date}`);
    if (status !== 200) continue;
    const occasion = body.occasions.find((candidate) => candidate.name === occasionName);
    if (occasion) yield { date, occasion, answer: body };
  }
}

export async function findOccasionDate(api: Api, storeId: number, occasionName: string, options: DateOptions = {}) {
  for await (const found of occasionDates(api, storeId, occasionName, options)) return found;
  throw new Error(`No date within ${HORIZON_DAYS} days offers "${occasionName}" at store ${storeId}`);
}

export const partyQuery = ({ adults, children = 0 }: Party) => `adults=${adults}&children=${children}`;

export const slotsPath = (storeId: number, occasionId: number, party: Party, date: string, extra = '') =>
  `/api/booking/slots/${storeId}?occasionId=${occasionId}&${partyQuery(party)}&dates=${date}${extra}`;

/**
 * A date and time the slots endpoint offers for this party: a table (canEnquire false) unless `enquiry` is set;
 * `time` insists on one arrival time. Moves on to later dates when earlier runs have filled the tables.
 */
export async function findSlot(
  api: Api,
  storeId: number,
  occasionName: string,
  party: Party,
  options: DateOptions & { time?: string; enquiry?: boolean } = {},
) {
  for await (const { date, occasion } of occasionDates(api, storeId, occasionName, options)) {
    const { status, body } = await api.getJson<SlotsAnswer>(slotsPath(storeId, occasion.id, party, date));
    if (status !== 200) continue;
    const slot = body.dates[0]!.times.find(
      (candidate) => candidate.canEnquire === Boolean(options.enquiry) && (!options.time || candidate.time === options.time),
    );
    if (slot) return { date, occasion, time: slot.time };
  }
  throw new Error(`No ${options.time ?? ''} slot for ${party.adults} at store ${storeId} for "${occasionName}" within ${HORIZON_DAYS} days`);
}

type BodyOptions = Party & {
  occasionId: number;
  date: string;
  time: string;
  menuId?: number | null;
  areaId?: number | null;
  customer?: Record<string, unknown>;
};

/** The body of POST /api/booking/create|enquiry|events, as the booking form sends it. */
export const bookingBody = ({ occasionId, date, time, adults, children = 0, menuId = null, areaId = null, customer = {} }: BodyOptions) => ({
  occasionId,
  adults,
  children,
  bookingDate: date,
  time,
  menuId,
  areaId,
  upsells: [],
  customer: {
    firstName: 'Ada',
    lastName: "O'Neill",
    email: uniqueEmail(),
    phoneNumber: '07700 900123',
    specialRequest: 'A table by the window, please.',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
    ...customer,
  },
});

/** A table for two booked through the API at the first free time, by a diner with an address of their own. */
export async function bookTableForTwo(api: Api, storeId: number, label: string) {
  const slot = await findSlot(api, storeId, 'Table booking', { adults: 2 });
  const email = uniqueEmail(label);
  const created = await api.postJson<BookingAnswer>(
    `/api/booking/create/${storeId}`,
    bookingBody({ ...slot, occasionId: slot.occasion.id, adults: 2, customer: { email } }),
  );
  expect(created.status).toBe(201);
  return { email, reference: created.body.bookingReference! };
}

type Headers = Record<string, string>;

/** A Payload REST list read (up to 500 documents): `where` as [field, value] pairs for `equals`. */
export async function cmsFind<T = Record<string, unknown>>(base: string, headers: Headers, collection: string, where: Record<string, string | number>) {
  const query = Object.entries(where)
    .map(([field, value]) => `where[${field}][equals]=${encodeURIComponent(String(value))}`)
    .join('&');
  const response = await fetch(`${base}/cms-api/${collection}?${query}&depth=0&limit=500`, { headers });
  expect(response.status, `GET /cms-api/${collection}`).toBe(200);
  return (await response.json()) as { totalDocs: number; docs: (T & { id: number })[] };
}

export type OutboxEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[];
};

/** Polls the outbox (the email goes after the API has answered) until an email to `to` satisfies `wanted`. */
export async function waitForEmail(base: string, adminHeaders: Headers, to: string, wanted: (email: OutboxEmail) => boolean, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  // One inbox in any case: the site sends to addresses lowercased (src/lib/contact-fields.ts); a test may name one as typed.
  const spellings = [...new Set([to, to.toLowerCase()])];
  for (;;) {
    const docs = (await Promise.all(spellings.map((spelling) => cmsFind<OutboxEmail>(base, adminHeaders, 'outbox', { to: spelling })))).flatMap(
      (found) => found.docs,
    );
    const email = docs.find(wanted);
    if (email) return email;
    if (Date.now() > deadline)
      throw new Error(`No matching email to ${to} within ${timeoutMs} ms (found: ${docs.map((doc) => doc.subject).join(' | ') || 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path of the manage link in a booking email: /manage-booking/{32 url-safe characters}. */
export const manageLinkIn = (text: string) => {
  const path = /\/manage-booking\/[A-Za-z0-9_-]{32}/.exec(text)?.[0];
  if (!path) throw new Error(`No manage-booking link in:\n${text}`);
  return path;
};
