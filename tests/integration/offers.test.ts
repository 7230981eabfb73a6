/**
 * Offers and voucher codes over HTTP on each database: the offer reads (and their /cdg/offers aliases), one code per
 * diner and offer, unknown and ended offers, and the code's email.
 */
import { describe, expect, it } from 'vitest';
import { uniqueEmail, waitForEmail, type ServiceResult } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { asNewVisitor } from '../support/visitor';
import { apiClient, runningSites, staffHeaders } from '../support/site-api';

type OfferAnswer = { id: number; slug: string; title: string; termAndConditions: string; code: string; slots: { time: string }[]; restaurants: number[]; ended: boolean };
type CodeAnswer = { code: string; offerSlug: string; generated: boolean };

describe.each(runningSites)('offers on %s', (_name, base) => {
  const claim = async (offerId: string | number, email: string) => {
    const api = await apiClient(base);
    return api.postJson<CodeAnswer & ServiceResult>('/api/offer/getcode', { offerId, email, acceptTerms: true, botCheck: await botCheckProof(base) }, asNewVisitor());
  };

  it('reads an offer by slug and by id, with every field of the spec, also under /cdg/offers', async () => {
    const api = await apiClient(base);
    const bySlug = await api.getJson<OfferAnswer>('/api/offer/getofferbyslug?offerSlug=two-course-lunch');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ slug: 'two-course-lunch', code: 'LUNCH', ended: false, slots: [{ time: '12:00' }, { time: '13:00' }, { time: '14:00' }, { time: '15:00' }] });
    expect(Object.keys(bySlug.body)).toEqual(expect.arrayContaining(['title', 'description', 'termAndConditions', 'successButtonText', 'successButtonUrl', 'overrideSuccessUrl', 'validityText', 'image', 'code']));
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

  it('gives one code per diner and offer: the same code when asked again, another for another address', async () => {
    const email = uniqueEmail('voucher');
    const first = await claim('two-course-lunch', email);
    expect(first.status).toBe(201);
    expect(first.body.code).toMatch(/^LUNCH(-[346789ABCDEFGHJKMNPQRTWXY]{4}){3}$/);
    const again = await claim('two-course-lunch', email.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(first.body.code);
    const other = await claim('two-course-lunch', uniqueEmail('voucher'));
    expect(other.body.code).not.toBe(first.body.code);

    const admin = await staffHeaders(base);
    const sent = await waitForEmail(base, admin, email, (message) => message.text.includes(first.body.code));
    expect(sent.subject).toBe('Your Marigold Grill code: Two courses for £12.95 at lunch');
  });

  it('gives one code when the same address asks twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([claim('birthday-dessert', email), claim('birthday-dessert', email)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.code).toBe(answers[1]!.body.code);
  });

  it('refuses an ended offer with 410, and a request without a bot-check proof or terms', async () => {
    const ended = await claim('summer-burger-festival', uniqueEmail('ended'));
    expect(ended.status).toBe(410);
    expect(ended.body).toMatchObject({ code: 110, message: 'Sorry, this offer has ended.' });
    const api = await apiClient(base);
    const noProof = await api.postJson<ServiceResult>('/api/offer/getcode', { offerId: 'two-course-lunch', email: uniqueEmail('bot'), acceptTerms: true, botCheck: 'nonsense' }, asNewVisitor());
    expect(noProof.status).toBe(403);
    const noTerms = await api.postJson<ServiceResult>('/api/offer/getcode', { offerId: 'two-course-lunch', email: uniqueEmail('terms'), acceptTerms: false, botCheck: 'x' });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.errors).toEqual({ acceptTerms: 'Tick the box to accept the terms and conditions.' });
  });

  it('lets staff redeem a code once, and never twice or back', async () => {
    const code = (await claim('two-course-lunch', uniqueEmail('redeem'))).body.code;
    const admin = await staffHeaders(base);
    const found = await fetch(`${base}/cms-api/vouchers?where[code][equals]=${code}&depth=0`, { headers: admin });
    const voucher = ((await found.json()) as { docs: { id: number }[] }).docs[0]!;
    const redeem = (redeemed: boolean) => fetch(`${base}/cms-api/vouchers/${voucher.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ redeemed }) });
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
