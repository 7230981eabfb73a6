/** Helpers for the mailing list's integration tests: a sign-up through the API, and following its emailed link. */
import { expect } from 'vitest';
import { uniqueEmail, waitForEmail, type ServiceResult } from './booking-api';
import { botCheckProof } from './bot-check';
import { apiClient, staffHeaders } from './site-api';
import { asNewVisitor } from './visitor';

/** The path of the confirmation link in a confirmation email. */
export const confirmLinkIn = (text: string) => {
  const path = /\/sign-up\/confirm\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!path) throw new Error(`No confirmation link in:\n${text}`);
  return path;
};

/** POST /api/signup as a visitor of its own, with a fresh bot-check proof. */
export const signUp = async (base: string, body: Record<string, unknown>) =>
  (await apiClient(base)).postJson<ServiceResult & { success?: boolean }>('/api/signup', { ...body, botCheck: await botCheckProof(base) }, asNewVisitor());

/** The sign-up page's variant, every field given; `extra` overrides any. */
export const fullSignUp = (base: string, email: string, extra: Record<string, unknown> = {}) =>
  signUp(base, {
    emailAddress: email,
    favouriteRestaurant: 1004,
    firstName: 'Robin',
    phoneNumber: '07700 900123',
    birthday: { day: 29, month: 2 },
    acceptTerms: true,
    acceptSMSTerms: true,
    ...extra,
  });

/** Presses the button on a confirmation link's page. */
export const acceptConfirmation = (base: string, path: string) => fetch(`${base}${path}/accept`, { method: 'POST', redirect: 'manual' });

/** Signs up (a full sign-up, `extra` overriding fields), follows the emailed link, and gives the preferences key. */
export async function confirmedSubscriber(base: string, email: string = uniqueEmail('subscriber'), extra: Record<string, unknown> = {}) {
  expect((await fullSignUp(base, email, extra)).status).toBe(202);
  const message = await waitForEmail(base, await staffHeaders(base), email, (sent) => sent.subject.startsWith('Please confirm'));
  const accepted = await acceptConfirmation(base, confirmLinkIn(message.text));
  expect(accepted.status).toBe(303);
  const guid = /^\/preferences\/([A-Za-z0-9_-]{43})\?welcome=1$/.exec(accepted.headers.get('location') ?? '')?.[1];
  expect(guid).toBeTruthy();
  return guid!;
}
