import type { APIRequestContext, Page } from '@playwright/test';
import { botCheckProof } from '../support/bot-check';
import { londonDate, siteApi } from '../support/booking-journey';
import { MANAGER, staffLogin } from '../support/staff';
import { expect, test } from './fixtures';

/** The day sheet's browser tests' shared parts (day-sheet.spec.ts, day-sheet-forms.spec.ts). */

export const CHESHIRE_OAKS = 1004;
/** A restaurant the demo manager does not look after. */
export const NOT_THEIRS = 1003;

type Occasions = { occasions?: { id: number; name: string }[] };
type Slots = { dates?: { date: string; times: { time: string; canEnquire: boolean }[] }[] };
export type Booked = { reference: string; date: string; time: string; name: string; email: string };

type Diner = { firstName: string; email: string; phoneNumber: string };

/** The first free table-booking time from tonight on, looking no further than `date` when given. */
export async function freeSlot(request: APIRequestContext, onlyDate?: string) {
  const api = await siteApi(request);
  for (let offset = 0; offset <= 21; offset++) {
    const date = onlyDate ?? londonDate(offset);
    const { body } = await api.get<Occasions>(`/api/booking/occasions/${CHESHIRE_OAKS}?date=${date}`);
    const occasion = body.occasions?.find((candidate) => candidate.name === 'Table booking');
    if (occasion) {
      const slots = await api.get<Slots>(
        `/api/booking/slots/${CHESHIRE_OAKS}?occasionId=${occasion.id}&adults=2&children=1&dates=${date}&menuIds=&areaId=null`,
      );
      const time = slots.body.dates?.[0]?.times.find((slot) => !slot.canEnquire)?.time;
      if (time) return { api, date, time, occasionId: occasion.id };
    }
    if (onlyDate) break;
  }
  throw new Error(`No free table at ${CHESHIRE_OAKS} ${onlyDate ?? 'within three weeks'}`);
}

/** A booking for three made on the website, as a diner makes it; `diner` for other details than the day sheet's tests use. */
export async function bookOnline(
  request: APIRequestContext,
  lastName: string,
  specialRequest: string,
  onlyDate?: string,
  diner: Partial<Diner> = {},
): Promise<Booked> {
  const { api, date, time, occasionId } = await freeSlot(request, onlyDate);
  const { firstName, email, phoneNumber }: Diner = {
    firstName: 'Sheet',
    email: `day-sheet-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
    phoneNumber: '07700 900789',
    ...diner,
  };
  const created = await api.post<{ bookingReference: string | null }>(`/api/booking/create/${CHESHIRE_OAKS}`, {
    occasionId,
    adults: 2,
    children: 1,
    bookingDate: date,
    time,
    customer: { firstName, lastName, email, phoneNumber, specialRequest },
    botCheck: await botCheckProof(new URL(test.info().project.use.baseURL!).origin),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { reference: created.body.bookingReference!, date, time, name: `${firstName} ${lastName}`, email };
}

/** The back-office's own cookie, as signing in at /admin/login leaves it (that page has its own test). */
export async function signInAs(page: Page, credentials = MANAGER) {
  const base = new URL(test.info().project.use.baseURL!);
  const token = await staffLogin(base.origin, credentials);
  await page.context().addCookies([{ name: 'payload-token', value: token, domain: base.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
}

/** A surname no other run has used, in letters (names take no digits). */
export const uniqueName = (label: string) =>
  label +
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    .split('')
    .map((character) => String.fromCharCode(97 + (parseInt(character, 36) % 26)))
    .join('');
