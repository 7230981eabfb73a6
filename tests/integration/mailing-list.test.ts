/**
 * The mailing list over HTTP on each database: both sign-up variants, double opt-in (nothing sent before the link
 * is followed; a replayed link changes nothing), the preferences API, one-click unsubscribe, and erasure, after
 * which the address is nowhere in the database.
 */
import { describe, expect, it } from 'vitest';
import { cmsFind, uniqueEmail, waitForEmail, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import {
  acceptConfirmation,
  confirmLinkIn,
  confirmedSubscriber as subscribedOn,
  fullSignUp as fullSignUpOn,
  signUp as signUpOn,
} from '../support/mailing-list';
import { actionFieldsOfPage } from '../support/server-actions';
import { asNewVisitor } from '../support/visitor';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';

type Preferences = {
  guid: string;
  firstName: string;
  favRestaurantCode: number | null;
  birthDate: number | null;
  phoneNumber: string;
  emailOptIn: boolean;
  websiteSmsOptIn: boolean;
  interests: { name: string; checked: boolean }[];
  gender?: string;
};
type Subscriber = {
  email: string | null;
  status: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
  consents: { channel: string; granted: boolean; wording: string; source: string; at: string }[];
};

describe.each(runningSites)('mailing list on %s', (_name, base) => {
  const signUp = (body: Record<string, unknown>) => signUpOn(base, body);
  const fullSignUp = (email: string, extra: Record<string, unknown> = {}) => fullSignUpOn(base, email, extra);
  const confirm = (path: string) => acceptConfirmation(base, path);
  const subscriberOf = async (email: string) => (await cmsFind<Subscriber>(base, await staffHeaders(base), 'subscribers', { email })).docs[0];

  /** Signs up, follows the emailed link, and gives the preferences key. */
  const confirmedSubscriber = (email: string) => subscribedOn(base, email);

  it('records a full sign-up as pending, with separate consents, and sends only the confirmation', async () => {
    const email = uniqueEmail('signup');
    const answer = await fullSignUp(email);
    expect(answer.status).toBe(202);
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'pending', emailOptIn: true, smsOptIn: true });
    expect(subscriber!.consents.map((consent) => [consent.channel, consent.granted, consent.source])).toEqual([
      ['email', true, 'sign-up page'],
      ['sms', true, 'sign-up page'],
    ]);
    expect(subscriber!.consents[1]!.wording).toBe('Yes, text me news and offers too. Reply STOP to any text to stop them.');
    const message = await waitForEmail(base, await staffHeaders(base), email, () => true);
    expect(message.subject).toBe('Please confirm you would like to hear from Marigold Grill');
  });

  it('takes the strip’s short variant, and refuses a sign-up without the yes to emails', async () => {
    const email = uniqueEmail('strip');
    expect((await signUp({ variant: 'strip', emailAddress: email, acceptTerms: true })).status).toBe(202);
    expect((await subscriberOf(email))?.consents[0]?.source).toBe('sign-up strip');
    const refused = await signUp({ variant: 'strip', emailAddress: uniqueEmail('strip'), acceptTerms: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ acceptTerms: 'Tick the box to join the list.' });
  });

  it('confirms once from the emailed link, welcomes with one-click unsubscribe headers, and a replayed link changes nothing', async () => {
    const email = uniqueEmail('confirm');
    expect((await fullSignUp(email)).status).toBe(202);
    const admin = await staffHeaders(base);
    const link = confirmLinkIn((await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('Please confirm'))).text);
    expect((await fetch(`${base}${link}`)).status).toBe(200);
    expect((await subscriberOf(email))?.status).toBe('pending');

    const accepted = await confirm(link);
    const guid = /\/preferences\/([A-Za-z0-9_-]{43})/.exec(accepted.headers.get('location') ?? '')![1]!;
    expect((await subscriberOf(email))?.status).toBe('active');
    const welcome = await waitForEmail(base, admin, email, (sent) => sent.subject === 'Welcome to Hear It First');
    const headers = (welcome as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe']).toMatch(new RegExp(`^<https?://[^>]+/unsubscribe/${guid}>$`));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.text).toContain(`/preferences/${guid}`);

    const replay = await confirm(link);
    expect(replay.headers.get('location')).toBe(`${link}?used=1`);
    const emails = await cmsFind(base, admin, 'outbox', { to: email });
    expect(emails.docs.filter((sent) => (sent as unknown as { subject: string }).subject === 'Welcome to Hear It First')).toHaveLength(1);
  });

  it('answers a sign-up of an address already on the list the same way, changing nothing', async () => {
    const email = uniqueEmail('again');
    await confirmedSubscriber(email);
    const again = await fullSignUp(email, { firstName: 'Mallory' });
    expect(again.status).toBe(202);
    expect(await subscriberOf(email)).toMatchObject({ status: 'active' });
    const admin = await staffHeaders(base);
    await waitForEmail(base, admin, email, (sent) => sent.subject === 'You are already on the Marigold Grill list');
  });

  it('loads and saves preferences through the API', async () => {
    const guid = await confirmedSubscriber(uniqueEmail('prefs'));
    const api = await apiClient(base);
    const loaded = await api.postJson<Preferences>(`/api/exponea/getcustomerpreferences/${guid}`, { attributes: [] });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      guid,
      firstName: 'Robin',
      favRestaurantCode: 1004,
      birthDate: Date.UTC(1904, 1, 29) / 1000,
      phoneNumber: '07700 900123',
      websiteSmsOptIn: true,
    });
    expect(loaded.body).not.toHaveProperty('gender');
    expect(loaded.body.interests.map((interest) => interest.name)).toEqual(['offers', 'new-menus', 'events', 'kids-eat']);

    const saved = await api.postJson<{ message: string }>('/api/exponea/updateCustomerPreferences', {
      ...loaded.body,
      firstName: 'Robyn',
      birthDate: Date.UTC(1990, 6, 3) / 1000,
      websiteSmsOptIn: false,
      interests: [{ name: 'events', checked: true }],
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Success' } });
    const reloaded = await api.postJson<Preferences>(`/api/exponea/getcustomerpreferences/${guid}`, {});
    expect(reloaded.body).toMatchObject({ firstName: 'Robyn', birthDate: Date.UTC(1990, 6, 3) / 1000, websiteSmsOptIn: false });
    expect(reloaded.body.interests.filter((interest) => interest.checked).map((interest) => interest.name)).toEqual(['events']);
  });

  it('unsubscribes with one click (RFC 8058), recording the withdrawal', async () => {
    const email = uniqueEmail('unsub');
    const guid = await confirmedSubscriber(email);
    const oneClick = await fetch(`${base}/unsubscribe/${guid}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'unsubscribed', emailOptIn: false, smsOptIn: false });
    expect(subscriber!.consents.slice(-2).map((consent) => [consent.channel, consent.granted, consent.source])).toEqual([
      ['email', false, 'one-click unsubscribe'],
      ['sms', false, 'one-click unsubscribe'],
    ]);
    const opened = await fetch(`${base}/unsubscribe/${guid}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
  });

  it('erases a subscriber: afterwards the address is nowhere, and the key answers like one that never existed', async () => {
    const email = uniqueEmail('erase');
    const guid = await confirmedSubscriber(email);
    const api = await apiClient(base);
    await api.postJson('/api/offer/getcode', { offerId: 'two-course-lunch', email, acceptTerms: true, botCheck: await botCheckProof(base) }, asNewVisitor());
    const admin = await staffHeaders(base);
    await waitForEmail(base, admin, email, (sent) => sent.subject.startsWith('Your Marigold Grill code'));

    const unconfirmed = await fetch(`${base}/preferences/${guid}/erase`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({}) });
    expect(unconfirmed.headers.get('location')).toBe(`/preferences/${guid}?erase=unconfirmed#delete`);
    const erased = await fetch(`${base}/preferences/${guid}/erase`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ confirm: 'on' }) });
    expect(erased.headers.get('location')).toBe('/preferences?done=erased');

    expect((await cmsFind(base, admin, 'subscribers', { email })).totalDocs).toBe(0);
    expect((await cmsFind(base, admin, 'vouchers', { email })).totalDocs).toBe(0);
    expect((await cmsFind(base, admin, 'outbox', { to: email })).totalDocs).toBe(0);
    const search = await fetch(`${base}/cms-api/subscribers?where[status][equals]=erased&limit=0`, { headers: admin });
    expect(((await search.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0);

    const gone = await api.postJson<ServiceResult>(`/api/exponea/getcustomerpreferences/${guid}`, {});
    const neverWas = await api.postJson<ServiceResult>(`/api/exponea/getcustomerpreferences/${'A'.repeat(43)}`, {});
    const malformed = await api.postJson<ServiceResult>('/api/exponea/getcustomerpreferences/not-a-key', {});
    expect(gone).toEqual(neverWas);
    expect(malformed).toEqual(neverWas);
    expect(gone.status).toBe(404);
    expect((await fetch(`${base}/preferences/${guid}`)).status).toBe(404);
    const oneClick = await fetch(`${base}/unsubscribe/${guid}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(404);
  });

  it('answers a key no link has (a control character, an emoji) with the same redirect, its address encoded, never a 500', async () => {
    const odd = encodeURIComponent('\u0000\n😀');
    const posts = [`/unsubscribe/${odd}`, `/preferences/${odd}/erase`, `/sign-up/confirm/${odd}/accept`];
    for (const path of posts) {
      const answer = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ confirm: 'on' }) });
      expect(answer.status, path).toBe(303);
      expect(answer.headers.get('location'), path).toMatch(new RegExp(`^/(preferences|sign-up/confirm)/${odd}(\\?|$)`));
    }
  });

  it('shows the sign-up form again for a form posted without JavaScript with names no form has, never a 500', async () => {
    const form = new FormData();
    for (const [name, value] of [
      ...(await actionFieldsOfPage(base, '/sign-up')),
      ['variant', 'full'],
      ['birthday', '1'],
      ['birthday.day', '3'],
      ['__proto__.polluted', 'yes'],
      ['emailAddress', 'not-an-address'],
    ])
      form.append(name!, value!);
    const answer = await fetch(`${base}/sign-up`, { method: 'POST', body: form, headers: asNewVisitor(), redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/name="emailAddress"[^>]*value="not-an-address"/);
  });

  it('limits sign-ups per visitor (429 after ten in ten minutes) and confirmation emails per address (three an hour)', async () => {
    const visitor = asNewVisitor();
    const api = await apiClient(base);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const body = { variant: 'strip', emailAddress: uniqueEmail('limit'), acceptTerms: true, botCheck: await botCheckProof(base) };
      statuses.push((await api.postJson<ServiceResult>('/api/signup', body, visitor)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);

    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < 4; attempt++) expect((await signUp({ variant: 'strip', emailAddress: email, acceptTerms: true })).status).toBe(202);
    const admin = await staffHeaders(base);
    await expect.poll(async () => (await cmsFind(base, admin, 'outbox', { to: email })).totalDocs, { timeout: 15_000 }).toBe(3);
    // Each sign-up queued its email (or not) before answering: with three sent, no fourth is waiting.
    const jobs = await fetch(`${base}/cms-api/payload-jobs?depth=0&limit=0`, { headers: admin });
    expect(((await jobs.json()) as { docs: { summary: string }[] }).docs.filter((job) => job.summary.includes(email))).toEqual([]);
    // Eleven spam-check proofs are worked out here, one after another: 15-19 s on this machine, 30 s when it is busy.
  }, 90_000);
});
