/**
 * One of the two instances is stopped (SIGTERM, as a deploy or a scale-in does) in the middle of a booking burst
 * through nginx. No diner notices: every booking request and page view gets a real answer (a booking, or status 9
 * when the table went to someone else), none fails; every booking the site confirmed is stored; and the instance
 * that was stopped finishes what it had taken and exits. deploy/try-on-loopback.mjs runs this last: it leaves one
 * instance.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingBody, findSlot, slotsPath, type Api, type BookingAnswer, type SlotsAnswer } from '../support/booking-api';
import { apiClient, staffHeaders } from '../support/site-api';

const base = process.env.TEST_SCALE_OUT_URL!;
const victimPid = Number(process.env.TEST_SCALE_OUT_VICTIM_PID);

const STORES = [1001, 1003, 1005, 1007]; // away from booking-capacity's 1018
const PARTY = { adults: 2 };
const BOOKERS = 12;
const PAGE_READERS = 4;
/** Load runs this long before the instance is stopped, and this long after it has gone. */
const LOAD_MS = 2_000;

type Slot = { storeId: number; occasionId: number; date: string; time: string };
type Outcome = { kind: 'booked'; reference: string } | { kind: 'taken' } | { kind: 'served' } | { kind: 'failed'; detail: string };

/** Every time offered to a party of two on the first bookable dates of each store: the burst's targets. */
async function slotsToBook(api: Api): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const storeId of STORES) {
    for (const minDaysAhead of [3, 10, 17]) {
      const { date, occasion } = await findSlot(api, storeId, 'Table booking', PARTY, { minDaysAhead });
      const { body } = await api.getJson<SlotsAnswer>(slotsPath(storeId, occasion.id, PARTY, date));
      for (const { time, canEnquire } of body.dates[0]!.times) if (!canEnquire) slots.push({ storeId, occasionId: occasion.id, date, time });
    }
  }
  return slots;
}

async function book(api: Api, slot: Slot): Promise<Outcome> {
  try {
    const { status, body } = await api.postJson<BookingAnswer>(
      `/api/booking/create/${slot.storeId}`,
      bookingBody({ ...slot, ...PARTY, customer: { firstName: 'Kim', lastName: 'Failover' } }),
    );
    if (status === 201 && body.bookingStatus === 1 && body.bookingReference) return { kind: 'booked', reference: body.bookingReference };
    if (status === 409 && body.bookingStatus === 9) return { kind: 'taken' };
    return { kind: 'failed', detail: `${status} ${JSON.stringify(body)}` };
  } catch (error) {
    return { kind: 'failed', detail: String(error) };
  }
}

async function readPage(path: string): Promise<Outcome> {
  try {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    return response.status === 200 ? { kind: 'served' } : { kind: 'failed', detail: `${path} answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', detail: `${path}: ${String(error)}` };
  }
}

/**
 * Whether the process lives (Linux's /proc): the one that started it is busy running these tests and has not
 * reaped it yet, so a process that has exited stays behind as a zombie (state Z) until then.
 */
const isRunning = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** The stored bookings among `references`, read through the back-office's API. */
async function storedReferences(references: string[]): Promise<string[]> {
  const headers = await staffHeaders(base);
  const stored: string[] = [];
  for (let start = 0; start < references.length; start += 100) {
    const batch = references.slice(start, start + 100);
    const response = await fetch(`${base}/cms-api/bookings?where[reference][in]=${batch.join(',')}&depth=0&limit=100`, { headers });
    expect(response.status).toBe(200);
    stored.push(
      ...((await response.json()) as { docs: { reference: string; status: string }[] }).docs
        .filter((doc) => doc.status === 'confirmed')
        .map((doc) => doc.reference),
    );
  }
  return stored;
}

describe.runIf(base && victimPid)('losing an instance under load', () => {
  it('fails no request and loses no booking', { timeout: 120_000 }, async () => {
    const api = await apiClient(base);
    const slots = await slotsToBook(api);
    expect(slots.length).toBeGreaterThan(BOOKERS);

    let stopping = false;
    let lost = false;
    let next = 0;
    const beforeLoss: Outcome[] = [];
    const afterLoss: Outcome[] = [];
    const record = (outcome: Outcome) => (lost ? afterLoss : beforeLoss).push(outcome);
    const bookers = Array.from({ length: BOOKERS }, async () => {
      while (!stopping) {
        record(await book(api, slots[next++ % slots.length]!));
      }
    });
    const readers = Array.from({ length: PAGE_READERS }, async (_, reader) => {
      const pages = ['/', '/restaurants/ellesmere-port/cheshire-oaks', '/menu/main', '/restaurants'];
      while (!stopping) record(await readPage(pages[reader % pages.length]!));
    });

    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    process.kill(-victimPid, 'SIGTERM');
    lost = true;
    await expect.poll(() => isRunning(victimPid), { timeout: 15_000, interval: 100 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    stopping = true;
    await Promise.all([...bookers, ...readers]);

    const all = [...beforeLoss, ...afterLoss];
    expect(all.filter((outcome) => outcome.kind === 'failed')).toEqual([]);
    const booked = all.flatMap((outcome) => (outcome.kind === 'booked' ? [outcome.reference] : []));
    // The burst booked on both sides of the loss.
    expect(beforeLoss.some((outcome) => outcome.kind === 'booked')).toBe(true);
    expect(afterLoss.some((outcome) => outcome.kind === 'booked')).toBe(true);
    expect((await storedReferences(booked)).sort()).toEqual([...booked].sort());
  });
});
