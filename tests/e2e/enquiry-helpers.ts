import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A surname no other test run uses (letters only: the name rules refuse digits). */
export const uniqueSurname = (base: string) => `${base}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails if it never does. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Enquiries whose email is `email`, as the staff member with `token` sees them through the back-office API. */
export async function enquiriesSeenBy(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/cms-api/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: { id: number; summary: string; restaurant: number | null }[] }).docs;
}

/** Waits for an Outbox email to `to` (sent by the queue after the form has been answered). */
export async function outboxEmail(request: APIRequestContext, adminToken: string, to: string) {
  let subjects: string[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`, {
        headers: { Authorization: `JWT ${adminToken}` },
      });
      subjects = ((await response.json()) as { docs: { subject: string }[] }).docs.map((doc) => doc.subject);
      return subjects.length;
    })
    .toBeGreaterThan(0);
  return subjects;
}
