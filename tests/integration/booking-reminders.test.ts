/**
 * Reminders (issue 35): each booking due one is reminded exactly once however many processes sweep at once (both app
 * processes on one database, each running the sweep task at the same moment), none for a booking made inside the
 * window or cancelled; a text goes only to diners who ticked "Happy to receive texts". The diner's answer from the
 * reminder's one-button page is stored and shows on the day API; opening the link alone changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { runningSitePairs, staffHeaders } from '../support/site-api';
import { staffClient, jwtOf } from '../support/staff-api';
import { datedBack, nightStartWithin24Hours, reminderColumns, writeBooking, type ReminderBooking } from '../support/reminder-bookings';

const STORE = 1012; // its bookings here are at night, when no other test books it
const BOOKINGS = 120; // more than two of the sweep's batches (50), so two sweeps interleave
const WEEK_AGO = () => new Date(Date.now() - 7 * 86_400_000);

afterAll(closePayloadInstances);

type OutboxRow = { to: string; from: string; subject: string; text: string };

async function outbox(base: string, query: string): Promise<OutboxRow[]> {
  const response = await fetch(`${base}/cms-api/outbox?${query}&depth=0&limit=1000`, { headers: await staffHeaders(base) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { docs: OutboxRow[] }).docs;
}

/**
 * Runs one job of `queue` on a site: the sweep this test queued there. A queue of the test's own, not the maintenance
 * queue the schedule uses: there another periodic task (the waitlist's sweep, the retention tasks) may be next in line.
 */
const runOneJob = async (base: string, queue: string) =>
  fetch(`${base}/cms-api/payload-jobs/run?queue=${queue}&limit=1&disableScheduling=true`, { headers: await staffHeaders(base) });

const postAnswer = (base: string, booking: ReminderBooking, answer: string) =>
  fetch(`${base}/manage-booking/${booking.manageToken}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }),
    redirect: 'manual',
  });

describe.each(runningSitePairs)('booking reminders on %s', (name, first, second) => {
  it('two processes sweeping at once send exactly one reminder per booking, a text only to diners who opted in', async () => {
    const payload: Payload = await payloadOn(databaseUrlOf(name));
    const run = `${name.toLowerCase()}-${Date.now()}`;
    const startsAt = nightStartWithin24Hours();
    const due: ReminderBooking[] = [];
    for (let index = 0; index < BOOKINGS; index += 1) {
      const texts = index % 3 === 0;
      due.push(
        await writeBooking(payload, STORE, new Date(startsAt.getTime() + index * 20_000), {
          email: `reminder-race-${run}-${index}@example.com`,
          // Every third diner ticked texts; every fourth gave a number (some both, some a number without the tick).
          phone: index % 4 === 0 || texts ? `07700 900${String(1000 + index).slice(1)}` : null,
          shouldReceiveSms: texts,
        }),
      );
    }
    const cancelled = await writeBooking(payload, STORE, startsAt, { email: `reminder-cancelled-${run}@example.com`, status: 'cancelled' });
    const bookedInsideTheWindow = await writeBooking(payload, STORE, startsAt, { email: `reminder-late-${run}@example.com` });
    await datedBack(payload, [...due.map((booking) => booking.id), cancelled.id], WEEK_AGO());

    // One sweep job for each process, then both processes run one at the same moment.
    const queue = `reminder-race-${run}`;
    for (const _ of [first, second]) await payload.jobs.queue({ task: 'send-booking-reminders', queue, input: {} });
    const answers = await Promise.all([first, second].map((base) => runOneJob(base, queue)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    // Every due booking claimed, once; the others not.
    const columns = await Promise.all(due.map((booking) => reminderColumns(payload, booking.id)));
    expect(columns.filter((column) => column.remindedAt !== null)).toHaveLength(BOOKINGS);
    expect((await reminderColumns(payload, cancelled.id)).remindedAt).toBeNull();
    expect((await reminderColumns(payload, bookedInsideTheWindow.id)).remindedAt).toBeNull();

    // Exactly one reminder email per booking, once the email queue has sent them all (and nothing more after).
    const reminders = () => outbox(first, `where[to][like]=reminder-&where[subject][like]=See you soon`);
    const ours = async () => (await reminders()).filter((email) => email.to.includes(run));
    await expect.poll(async () => (await ours()).length, { timeout: 90_000, interval: 1_000 }).toBeGreaterThanOrEqual(BOOKINGS);
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // one more turn of the email queue: no second copy
    const sent = await ours();
    expect(sent).toHaveLength(BOOKINGS);
    expect(new Set(sent.map((email) => email.to)).size).toBe(BOOKINGS);
    for (const booking of due) {
      const email = sent.find((candidate) => candidate.to === booking.email)!;
      expect(email.text).toContain(`/manage-booking/${booking.manageToken}?answer=coming`);
      expect(email.text).toContain(`/manage-booking/${booking.manageToken}?answer=cancel`);
    }
    expect(sent.some((email) => email.to.includes('reminder-cancelled-') || email.to.includes('reminder-late-'))).toBe(false);

    // Texts: one to each diner who ticked the box (with the link), none to those who only gave a number.
    const opted = due.filter((_, index) => index % 3 === 0);
    const numbers = new Set(opted.map((booking) => `+44${booking.phone!.replace(/\s/g, '').slice(1)}`));
    const texts = async () => (await outbox(first, 'where[from][equals]=Text message (SMS)')).filter((text) => text.text.includes(`(ref MG-R`));
    await expect.poll(async () => (await texts()).filter((text) => numbers.has(text.to)).length, { timeout: 60_000, interval: 1_000 }).toBe(opted.length);
    const ourTexts = (await texts()).filter((text) => due.some((booking) => text.text.includes(booking.manageToken)));
    expect(ourTexts).toHaveLength(opted.length);
    expect(new Set(ourTexts.map((text) => text.to))).toEqual(numbers);
  }, 240_000);

  it('stores the diner’s answer from the one-button page and shows it on the day API; opening the link changes nothing', async () => {
    const payload: Payload = await payloadOn(databaseUrlOf(name));
    const run = `${name.toLowerCase()}-${Date.now()}`;
    const startsAt = nightStartWithin24Hours();
    const coming = await writeBooking(payload, STORE, startsAt, { email: `reminder-coming-${run}@example.com` });
    const leaving = await writeBooking(payload, STORE, startsAt, { email: `reminder-leaving-${run}@example.com` });

    // What a mail scanner does: follow both links. The page offers one button; nothing is answered.
    for (const [booking, answer, button] of [
      [coming, 'coming', 'Yes, I’m coming'],
      [leaving, 'cancel', 'Yes, cancel my booking'],
    ] as const) {
      const page = await fetch(`${second}/manage-booking/${booking.manageToken}?answer=${answer}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(button);
      expect(html).toContain(`action="/manage-booking/${booking.manageToken}/answer"`);
    }
    expect(await reminderColumns(payload, coming.id)).toMatchObject({ status: 'confirmed', answer: null });
    expect(await reminderColumns(payload, leaving.id)).toMatchObject({ status: 'confirmed', answer: null });

    const said = await postAnswer(first, coming, 'coming');
    expect(said.status).toBe(303);
    expect(said.headers.get('location')).toBe(`/manage-booking/${coming.manageToken}?done=coming`);
    const left = await postAnswer(second, leaving, 'cancel');
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(`/manage-booking/${leaving.manageToken}?done=cancelled`);
    expect(await reminderColumns(payload, coming.id)).toMatchObject({ status: 'confirmed', answer: 'coming' });
    expect(await reminderColumns(payload, leaving.id)).toMatchObject({ status: 'cancelled', answer: 'cancelled' });

    // Cancelling from the reminder is the manage page's cancellation: the diner is emailed.
    await expect
      .poll(
        async () => (await outbox(first, `where[to][equals]=${encodeURIComponent(leaving.email)}`)).some((email) => email.subject.includes('is cancelled')),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    const { status, body } = await staffClient(first, await jwtOf(first)).day(STORE, coming.date);
    expect(status).toBe(200);
    const row = (reference: string) => body.bookings.find((booking) => booking.reference === reference)!;
    expect(row(coming.reference)).toMatchObject({ status: 'booked', reminderAnswer: 'coming' });
    expect(Date.parse(row(coming.reference).reminderAnsweredAt!)).toBeGreaterThan(Date.now() - 120_000);
    expect(row(leaving.reference)).toMatchObject({ status: 'cancelled', reminderAnswer: 'cancelled' });

    // A tampered answer is refused, naming the field; an unknown token goes to the 404 page.
    const bad = await postAnswer(first, coming, 'maybe');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('answer');
    const unknown = await postAnswer(first, { ...coming, manageToken: 'x'.repeat(32) }, 'coming');
    expect(unknown.status).toBe(303);
  }, 60_000);
});
