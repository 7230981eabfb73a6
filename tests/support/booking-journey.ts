/** Helpers for the booking journey's browser tests: the steps as a diner takes them, and test-owned restaurant settings. */
import { weekdayOf } from '@/lib/london-time';
import type { Weekday } from '@/lib/weekdays';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { botCheckProof } from './bot-check';
import { staffLogin } from './staff';
import { newVisitorAddress, visitorHeaders } from './visitor';

const BRAND_KEY = process.env.BRAND_KEY ?? 'marigold-web';

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time slot’s just been taken. Please choose another…';
export const NO_FREE_SLOT_MESSAGE = 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.';
export const CANNOT_BOOK_ONLINE_MESSAGE = 'This restaurant cannot be booked online, please contact the restaurant directly.';

export type Diner = { firstName: string; lastName: string; email: string; phoneNumber?: string; specialRequest?: string };

export const newDiner = (label: string): Diner => ({
  firstName: 'Robin',
  lastName: "O'Connell",
  email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phoneNumber: '07700 900456',
  specialRequest: 'A high chair, please.',
});

/** yyyy-mm-dd in London, `daysAhead` from today. */
export const londonDate = (daysAhead = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

/**
 * Tomorrow in London, or the day after when tomorrow is the restaurant's closed day (Canary Wharf shuts on Sundays,
 * High Street and Union Street on Mondays): a test booking there must not fail on the day of the week it runs.
 */
export const openDateAhead = (closedOn: Weekday) => (weekdayOf(londonDate(1)) === closedOn ? londonDate(2) : londonDate(1));

/**
 * With JavaScript the journey on a page hydrates on the first interaction with it (docs/decisions/0024); a person's
 * first touch or pointer move gives it that time, and the test does the same and waits for it, so the steps then run
 * in place. Without JavaScript the steps' <noscript> buttons are real elements, and there is nothing to wait for.
 */
export async function journeyRunning(scope: Locator) {
  if ((await scope.locator('noscript button').count()) > 0) return;
  // A pointer move on a desktop; a phone's browser sends no pointer moves, so a scroll event too (without scrolling).
  // Again until it runs: what happens before the page's own scripts have started is not seen, as a person keeps going.
  await expect(async () => {
    await scope.page().mouse.move(1, 1);
    await scope.page().mouse.move(2, 2);
    await scope.page().evaluate(() => window.dispatchEvent(new Event('scroll')));
    await expect(scope.locator('[data-booking-journey][data-interactive]')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Step one: occasion, guests and date, tomorrow unless `date` is given. The journey offers today first, but today's
 * free times run out in the evening: run after about half past seven, a test on today found too few times to choose
 * from, or none.
 */
export async function choosePartyStep(
  scope: Locator,
  { occasion = 'Table booking', guests = 2, date = londonDate(1) }: { occasion?: string; guests?: number; date?: string } = {},
) {
  await expect(scope.getByRole('heading', { name: 'Party and occasion' })).toBeVisible();
  await journeyRunning(scope);
  await scope.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await scope.getByRole('radio', { name: new RegExp(`^${occasion}`) }).check();
  await scope.getByLabel('Guests').selectOption(String(guests));
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/** Step two: the time (the nth free one), returning it. */
export async function chooseTimeStep(scope: Locator, nth = 0) {
  await expect(scope.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  const times = scope.getByRole('group', { name: /^Time on/ }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const time = times.nth(nth);
  await time.check();
  const value = await time.getAttribute('value');
  await scope.getByRole('button', { name: 'Continue' }).click();
  return value!;
}

export async function fillDetailsStep(scope: Locator, diner: Diner) {
  await expect(scope.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await scope.getByLabel('First name').fill(diner.firstName);
  await scope.getByLabel('Last name').fill(diner.lastName);
  await scope.getByLabel('Email address').fill(diner.email);
  if (diner.phoneNumber) await scope.getByLabel('Phone number (optional)').fill(diner.phoneNumber);
  if (diner.specialRequest) await scope.getByLabel('Special requests (optional)').fill(diner.specialRequest);
}

/** The thanks screen in place (with JavaScript): the reference it shows. */
export async function referenceOnThanks(scope: Locator) {
  await expect(scope.getByRole('heading', { name: /Your table is booked|Your place is booked|Thank you for your enquiry/ })).toBeVisible();
  await expect(scope.getByRole('link', { name: 'View or change your booking' })).toHaveAttribute('href', /^\/manage-booking\/[\w-]{32}$/);
  return (await scope.getByTestId('booking-reference').textContent())!.trim();
}

/** The booking's own page (without JavaScript the journey ends there): the reference it shows. */
export async function referenceOnBookingPage(page: Page) {
  await expect(page).toHaveURL(/\/manage-booking\/[\w-]{32}\?done=booked$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your booking is confirmed|We have your enquiry/);
  return (await page
    .getByText(/^Reference/)
    .locator('strong')
    .textContent())!.trim();
}

let adminToken: string | null = null;

/** The back-office, signed in once per test worker (each sign-in is a session Payload keeps). */
async function adminHeaders() {
  adminToken ??= await staffLogin(new URL(test.info().project.use.baseURL!).origin);
  return { Authorization: `JWT ${adminToken}` };
}

type Booking = { reference: string; storeId: number; bookingDate: string; time: string; status: string; customer: { email: string } };

/** The bookings the back-office lists for a restaurant and date (staff see every booking there). */
export async function bookingsInBackOffice(request: APIRequestContext, where: { storeId: number; bookingDate: string; time?: string }) {
  const query = Object.entries(where)
    .map(([field, value]) => `where[${field}][equals]=${encodeURIComponent(String(value))}`)
    .join('&');
  const response = await request.get(`/cms-api/bookings?${query}&depth=0&limit=200`, { headers: await adminHeaders() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: Booking[] }).docs;
}

export async function bookingByReference(request: APIRequestContext, reference: string) {
  const response = await request.get(`/cms-api/bookings?where[reference][equals]=${encodeURIComponent(reference)}&depth=0`, { headers: await adminHeaders() });
  return ((await response.json()) as { docs: Booking[] }).docs[0] ?? null;
}

type Settings = {
  id: number;
  tables: { label: string; area: number; minCovers: number; maxCovers: number }[];
  diningDurations: { upToCovers: number; minutes: number }[];
} & Record<string, unknown>;

/**
 * Changes one restaurant's booking settings for a test (a restaurant no other test uses), returning how to put them
 * back. `tables: 'one'` leaves a single table for two in the main dining room.
 */
export async function withBookingSettings(
  request: APIRequestContext,
  storeId: number,
  change: { tables?: 'one'; diningMinutes?: number; onlineBookings?: boolean; pausedMessage?: string; confirmByEmail?: boolean },
) {
  const headers = await adminHeaders();
  const restaurant = (
    (await (await request.get(`/cms-api/restaurants?where[storeId][equals]=${storeId}&depth=0`, { headers })).json()) as { docs: { id: number }[] }
  ).docs[0]!;
  const settings = (
    (await (await request.get(`/cms-api/booking-settings?where[restaurant][equals]=${restaurant.id}&depth=0`, { headers })).json()) as { docs: Settings[] }
  ).docs[0]!;
  const area = ((await (await request.get('/cms-api/booking-areas?where[name][equals]=Restaurant&depth=0', { headers })).json()) as { docs: { id: number }[] })
    .docs[0]!;
  const patch: Record<string, unknown> = {};
  if (change.tables === 'one') patch.tables = [{ label: 'Solo', area: area.id, minCovers: 1, maxCovers: 2 }];
  if (change.diningMinutes) patch.diningDurations = [{ upToCovers: 20, minutes: change.diningMinutes }];
  if (change.onlineBookings !== undefined) patch.onlineBookings = change.onlineBookings;
  if (change.pausedMessage !== undefined) patch.pausedMessage = change.pausedMessage;
  if (change.confirmByEmail !== undefined) patch.confirmByEmail = change.confirmByEmail;
  const saved = await request.patch(`/cms-api/booking-settings/${settings.id}`, { headers, data: patch });
  expect(saved.status(), await saved.text()).toBe(200);
  return async () => {
    const original = Object.fromEntries(
      Object.keys(patch).map((key) => [
        key,
        key === 'tables' || key === 'diningDurations' ? (settings[key] as { id?: string }[]).map(({ id: _id, ...row }) => row) : (settings[key] ?? null),
      ]),
    );
    const restored = await request.patch(`/cms-api/booking-settings/${settings.id}`, { headers: await adminHeaders(), data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  };
}

/** The booking API as another diner's browser calls it (its Origin, an address of its own). */
export async function siteApi(request: APIRequestContext) {
  const visitor = visitorHeaders(test.info().project.use.baseURL!, newVisitorAddress());
  const { accessToken } = (await (await request.post('/api/token', { headers: visitor, data: {} })).json()) as { accessToken: string };
  const headers = { ...visitor, Authorization: `Bearer ${accessToken}`, 'X-Brand-Key': BRAND_KEY, 'X-Session-Id': `e2e-${Date.now()}` };
  return {
    get: async <T>(path: string) => {
      const response = await request.get(path, { headers });
      return { status: response.status(), body: (await response.json()) as T };
    },
    post: async <T>(path: string, data: unknown) => {
      const response = await request.post(path, { headers, data });
      return { status: response.status(), body: (await response.json()) as T };
    },
  };
}

type Occasions = { occasions?: { id: number; name: string }[] };
type Slots = { dates?: { date: string; times: { time: string; canEnquire: boolean }[] }[]; code?: number };

/** Books `time` on `date` at a restaurant for someone else, as if another diner got there first. */
export async function bookAsAnotherDiner(request: APIRequestContext, storeId: number, date: string, time: string, adults = 2) {
  const api = await siteApi(request);
  const { body } = await api.get<Occasions>(`/api/booking/occasions/${storeId}?date=${date}`);
  const occasion = body.occasions!.find((candidate) => candidate.name === 'Table booking')!;
  return api.post<{ bookingReference: string | null; bookingStatus: number }>(`/api/booking/create/${storeId}`, {
    occasionId: occasion.id,
    adults,
    children: 0,
    bookingDate: date,
    time,
    customer: { firstName: 'Sam', lastName: 'Other', email: newDiner('other').email },
    // Solved here as the other diner's browser solves it while they type.
    botCheck: await botCheckProof(new URL(test.info().project.use.baseURL!).origin),
  });
}

/** Books every free table-booking time on `date` (one table, long meals) until the slots call answers code 4. */
export async function bookOutTheDay(request: APIRequestContext, storeId: number, date: string, adults = 2) {
  const api = await siteApi(request);
  const { body } = await api.get<Occasions>(`/api/booking/occasions/${storeId}?date=${date}`);
  const occasion = body.occasions!.find((candidate) => candidate.name === 'Table booking')!;
  for (let attempt = 0; attempt < 12; attempt++) {
    const slots = await api.get<Slots>(
      `/api/booking/slots/${storeId}?occasionId=${occasion.id}&adults=${adults}&children=0&dates=${date}&menuIds=&areaId=null`,
    );
    if (slots.body.code === 4) return;
    const free = slots.body.dates![0]!.times.find((slot) => !slot.canEnquire);
    if (!free) return;
    await bookAsAnotherDiner(request, storeId, date, free.time, adults);
  }
  throw new Error(`Could not book out ${date} at ${storeId}`);
}

/** Keyboard only: Tab (or Shift+Tab) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the element');
}
