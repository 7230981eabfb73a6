/**
 * Offers and voucher codes over HTTP on each database: the offer reads (and their /cdg/offers aliases), one code per
 * diner and offer, unknown and ended offers, and the code's email, which alone carries it: neither the API's answer
 * nor the page (with or without JavaScript) shows it, and one inbox is sent at most five codes an hour.
 */
import { describe, expect, it } from 'vitest';
import { voucherCodePattern } from '@/features/offers/domain/voucher-code';
import { cmsFind, uniqueEmail, waitForEmail, type OutboxEmail, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { actionFieldsOfPage } from '../support/server-actions';
import { asNewVisitor } from '../support/visitor';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';

type OfferAnswer = {
  id: number;
  slug: string;
  title: string;
  termAndConditions: string;
  code: string;
  slots: { time: string }[];
  restaurants: number[];
  ended: boolean;
};
type CodeAnswer = { offerSlug: string; generated: boolean };

const CODE_SUBJECT = 'Your Marigold Grill code: ';
const LUNCH_CODE = /LUNCH(-[346789ABCDEFGHJKMNPQRTWXY]{4}){3}/;
const ANY_CODE = new RegExp(voucherCodePattern.source.replace(/^\^|\$$/g, ''));

describe.each(runningSites)('offers on %s', (_name, base) => {
  const claim = async (offerId: string | number, email: string) => {
    const api = await apiClient(base);
    return api.postJson<CodeAnswer & ServiceResult>(
      '/api/offer/getcode',
      { offerId, email, acceptTerms: true, botCheck: await botCheckProof(base) },
      asNewVisitor(),
    );
  };
  /** The codes emailed to `email`, oldest first, once `count` code emails have reached the Outbox. */
  const codesEmailedTo = async (email: string, count: number) => {
    const admin = await staffHeaders(base);
    const sent = async () =>
      (await cmsFind<OutboxEmail>(base, admin, 'outbox', { to: email })).docs.filter((message) => message.subject.startsWith(CODE_SUBJECT));
    await expect.poll(async () => (await sent()).length, { timeout: 15_000 }).toBe(count);
    return (await sent()).sort((a, b) => a.id - b.id).map((message) => ANY_CODE.exec(message.text)![0]);
  };

  it('reads an offer by slug and by id, with every field of the spec, also under /cdg/offers', async () => {
    const api = await apiClient(base);
    const bySlug = await api.getJson<OfferAnswer>('/api/offer/getofferbyslug?offerSlug=two-course-lunch');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      slug: 'two-course-lunch',
      code: 'LUNCH',
      ended: false,
      slots: [{ time: '12:00' }, { time: '13:00' }, { time: '14:00' }, { time: '15:00' }],
    });
    expect(Object.keys(bySlug.body)).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'termAndConditions',
        'successButtonText',
        'successButtonUrl',
        'overrideSuccessUrl',
        'validityText',
        'image',
        'code',
      ]),
    );
    const byId = await api.getJson<OfferAnswer>(`/api/offer/rest/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('two-course-lunch');
    const legacy = await api.getJson<OfferAnswer>('/cdg/offers/getofferbyslug?offerSlug=two-course-lunch');
    expect(legacy.status).toBe(200);
    expect(legacy.body.id).toBe(bySlug.body.id);
  });

  it('answers an unknown offer with 404 and a message saying it could not find offer', async () => {
    const api = await apiClient(base);
    for (const path of ['/api/offer/getofferbyslug?offerSlug=unknown-offer', '/api/offer/rest/unknown-offer', '/cdg/offers/rest/999999']) {
      const answer = await api.getJson<ServiceResult>(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe(7);
      expect(answer.body.message.toLowerCase()).toContain('could not find offer');
    }
    const getCode = await claim('unknown-offer', uniqueEmail('offer'));
    expect(getCode.status).toBe(404);
    expect(getCode.body.message).toContain('could not find offer');
  });

  it('never serves the referral reward as an ordinary offer', async () => {
    const api = await apiClient(base);
    expect((await api.getJson('/api/offer/getofferbyslug?offerSlug=friend-welcome')).status).toBe(404);
  });

  it('lists the offers running at a restaurant: its own and the chain’s', async () => {
    const api = await apiClient(base);
    const cheshire = await api.getJson<{ offers: OfferAnswer[] }>('/api/offer/restaurant/1004');
    expect(cheshire.status).toBe(200);
    const slugs = cheshire.body.offers.map((offer) => offer.slug);
    expect(slugs).toEqual(expect.arrayContaining(['two-course-lunch', 'birthday-dessert', 'cocktail-hour']));
    expect(slugs).not.toContain('summer-burger-festival');
    expect(slugs).not.toContain('friend-welcome');
    expect((await api.getJson('/api/offer/restaurant/987654')).status).toBe(404);
  });

  it('emails one code per diner and offer, the same when asked again and another for another address, and never answers it', async () => {
    const email = uniqueEmail('voucher');
    const first = await claim('two-course-lunch', email);
    const again = await claim('two-course-lunch', email.toUpperCase());
    const other = uniqueEmail('voucher');
    const another = await claim('two-course-lunch', other);
    // A known address and a new one get the same answer, without any code: whoever types an address learns nothing.
    for (const answer of [first, again, another]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ offerSlug: 'two-course-lunch', generated: true });
    }
    const [code, sameCode] = await codesEmailedTo(email, 2);
    expect(code).toMatch(new RegExp(`^${LUNCH_CODE.source}$`));
    expect(sameCode).toBe(code);
    expect((await codesEmailedTo(other, 1))[0]).not.toBe(code);

    const admin = await staffHeaders(base);
    const sent = await waitForEmail(base, admin, email, (message) => message.text.includes(code!));
    expect(sent.subject).toBe('Your Marigold Grill code: Two courses for £12.95 at lunch');
  });

  it('sends one inbox at most five code emails an hour, however often it is asked for and by whom', async () => {
    const email = uniqueEmail('voucher-flood');
    for (let attempt = 0; attempt < 7; attempt++) expect((await claim(attempt % 2 ? 'two-course-lunch' : 'birthday-dessert', email)).status).toBe(202);
    expect(await codesEmailedTo(email, 5)).toHaveLength(5);
    // Each claim queued its email (or not) before answering: with five sent, nothing more is waiting.
    const admin = await staffHeaders(base);
    const jobs = await fetch(`${base}/cms-api/payload-jobs?depth=0&limit=0`, { headers: admin });
    expect(((await jobs.json()) as { docs: { input?: unknown }[] }).docs.filter((job) => JSON.stringify(job).includes(email))).toEqual([]);
    expect((await cmsFind(base, admin, 'outbox', { to: email })).totalDocs).toBe(5);
  }, 60_000);

  it('shows the generated-voucher message without the code when the form is posted without JavaScript', async () => {
    const email = uniqueEmail('voucher-page');
    const form = new FormData();
    const path = '/offer/two-course-lunch';
    for (const [name, value] of [
      ...(await actionFieldsOfPage(base, path)),
      ['offerId', 'two-course-lunch'],
      ['email', email],
      ['acceptTerms', 'on'],
      ['botCheck', await botCheckProof(base)],
    ])
      form.append(name!, value!);
    const answer = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: asNewVisitor(), redirect: 'manual' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('We have emailed your code to <strong>');
    const [code] = await codesEmailedTo(email, 1);
    expect(html).not.toContain(code);
    expect(html).not.toMatch(LUNCH_CODE);
  });

  it('gives one code when the same address asks twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([claim('birthday-dessert', email), claim('birthday-dessert', email)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    const admin = await staffHeaders(base);
    expect((await cmsFind(base, admin, 'vouchers', { email })).totalDocs).toBe(1);
  });

  it('refuses an ended offer with 410, and a request without a bot-check proof or terms', async () => {
    const ended = await claim('summer-burger-festival', uniqueEmail('ended'));
    expect(ended.status).toBe(410);
    expect(ended.body).toMatchObject({ code: 110, message: 'Sorry, this offer has ended.' });
    const api = await apiClient(base);
    const noProof = await api.postJson<ServiceResult>(
      '/api/offer/getcode',
      { offerId: 'two-course-lunch', email: uniqueEmail('bot'), acceptTerms: true, botCheck: 'nonsense' },
      asNewVisitor(),
    );
    expect(noProof.status).toBe(403);
    const noTerms = await api.postJson<ServiceResult>('/api/offer/getcode', {
      offerId: 'two-course-lunch',
      email: uniqueEmail('terms'),
      acceptTerms: false,
      botCheck: 'x',
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.errors).toEqual({ acceptTerms: 'Tick the box to accept the terms and conditions.' });
  });

  it('lets staff redeem a code once, and never twice or back', async () => {
    const email = uniqueEmail('redeem');
    expect((await claim('two-course-lunch', email)).status).toBe(202);
    const [code] = await codesEmailedTo(email, 1);
    const admin = await staffHeaders(base);
    const found = await fetch(`${base}/cms-api/vouchers?where[code][equals]=${code!}&depth=0`, { headers: admin });
    const voucher = ((await found.json()) as { docs: { id: number }[] }).docs[0]!;
    const redeem = (redeemed: boolean) =>
      fetch(`${base}/cms-api/vouchers/${voucher.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ redeemed }) });
    const first = await redeem(true);
    expect(first.status).toBe(200);
    const stored = ((await first.json()) as { doc: { redeemed: boolean; redeemedAt: string } }).doc;
    expect(stored.redeemed).toBe(true);
    expect(stored.redeemedAt).toBeTruthy();
    expect((await redeem(false)).status).toBe(400);
    const again = await redeem(true);
    expect(((await again.json()) as { doc: { redeemedAt: string } }).doc.redeemedAt).toBe(stored.redeemedAt);
  });
});
