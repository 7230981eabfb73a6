import Database from 'libsql';
import { expect, type APIRequestContext } from '@playwright/test';
import { bookOnline, CHESHIRE_OAKS } from './day-sheet-helpers';

/**
 * The reminder's browser tests' shared parts (booking-reminders.phone.spec.ts). A reminder goes only for a booking
 * made at least the restaurant's reminder hours before it starts, so these tests book, then date the booking back in
 * the SQLite site's database (TEST_SQLITE_DATABASE_URL, which `npm test` passes), and the site's own schedule sweeps.
 */

const admin = (adminToken: string) => ({ Authorization: `JWT ${adminToken}` });

/** Cheshire Oaks' booking settings: their id and reminder hours. */
async function settingsOf(request: APIRequestContext, adminToken: string): Promise<{ id: number; reminderHours: number | null }> {
  const restaurants = await request.get(`/cms-api/restaurants?where[storeId][equals]=${CHESHIRE_OAKS}&depth=0&limit=1`, { headers: admin(adminToken) });
  const restaurantId = ((await restaurants.json()) as { docs: { id: number }[] }).docs[0]!.id;
  const settings = await request.get(`/cms-api/booking-settings?where[restaurant][equals]=${restaurantId}&depth=0&limit=1`, { headers: admin(adminToken) });
  return ((await settings.json()) as { docs: { id: number; reminderHours: number | null }[] }).docs[0]!;
}

/** Sets Cheshire Oaks' reminder hours; the hours it had. A week: the first free table (freeSlot) is within it. */
export async function setReminderHours(request: APIRequestContext, adminToken: string, hours: number): Promise<number | null> {
  const { id, reminderHours } = await settingsOf(request, adminToken);
  const saved = await request.patch(`/cms-api/booking-settings/${id}`, { headers: admin(adminToken), data: { reminderHours: hours } });
  expect(saved.status()).toBe(200);
  return reminderHours;
}

/** A table for three booked on the website at Cheshire Oaks, as a diner books it, then dated back a week. */
export async function bookedAWeekAgo(request: APIRequestContext, lastName: string) {
  const email = `reminder-e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const booked = await bookOnline(request, lastName, '', undefined, { firstName: 'Remy', email, phoneNumber: '' });
  const databaseUrl = process.env.TEST_SQLITE_DATABASE_URL;
  if (!databaseUrl) throw new Error('npm test passes TEST_SQLITE_DATABASE_URL to the browser tests');
  const db = new Database(databaseUrl);
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    db.prepare('UPDATE bookings SET created_at = ? WHERE reference = ?').run(new Date(Date.now() - 7 * 86_400_000).toISOString(), booked.reference);
  } finally {
    db.close();
  }
  return booked;
}

/** The reminder's "I'm coming" link (a path), once the site's sweep (every minute) has sent it. */
export async function reminderComingLink(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20`, { headers: admin(adminToken) });
        const docs = ((await response.json()) as { docs: { subject: string; text: string }[] }).docs;
        const reminder = docs.find((doc) => doc.subject.startsWith('See you soon at'));
        link = reminder ? /\/manage-booking\/[A-Za-z0-9_-]{32}\?answer=coming/.exec(reminder.text)?.[0] : undefined;
        return Boolean(link);
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return link!;
}
