/**
 * A referral invitation gives one welcome, however many claims of it arrive at the same moment, on each database: the
 * claim itself, made at once from two processes' connections many times over (over HTTP the requests rarely meet in
 * the narrow moment between reading and writing), and the /referral form posted without JavaScript by several
 * friends at once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { claimInvitation } from '@/features/referrals/claim-invitation';
import { uniqueEmail } from '../support/booking-api';
import { botCheckProof } from '../support/bot-check';
import { closePayloadInstances, databaseUrlOf, payloadOn } from '../support/payload-instance';
import { actionFieldsOfPage } from '../support/server-actions';
import { asNewVisitor } from '../support/visitor';
import { runningSites } from '../support/site-api';

afterAll(closePayloadInstances);

const CLAIMS = 6;

describe.each(runningSites)('referral claims on %s', (name, base) => {
  it('let exactly one of many simultaneous claims of an invitation through', async () => {
    const first = await payloadOn(databaseUrlOf(name));
    const second = await payloadOn(databaseUrlOf(name), 'second');
    for (let round = 0; round < 5; round++) {
      const referral = await first.create({
        collection: 'referrals',
        data: { code: randomBytes(32).toString('base64url'), referrerName: 'Ada', referrerEmail: uniqueEmail('referrer'), friendEmail: uniqueEmail('invited') },
        overrideAccess: true,
      });
      const outcomes = await Promise.all(Array.from({ length: 10 }, (_, claim) => claimInvitation(claim % 2 ? first : second, referral.id)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    }
  });

  it('give one reward when several claims of one invitation arrive at once', async () => {
    const payload = await payloadOn(databaseUrlOf(name));
    const code = randomBytes(32).toString('base64url');
    const referral = await payload.create({
      collection: 'referrals',
      data: { code, referrerName: 'Ada', referrerEmail: uniqueEmail('referrer'), friendEmail: uniqueEmail('invited') },
      overrideAccess: true,
    });
    const path = `/referral?code=${code}`;
    const friends = Array.from({ length: CLAIMS }, () => uniqueEmail('claim'));
    const forms = await Promise.all(
      friends.map(async (email) => {
        const form = new FormData();
        for (const [field, value] of [
          ...(await actionFieldsOfPage(base, path)),
          ['code', code],
          ['email', email],
          ['acceptTerms', 'on'],
          ['botCheck', await botCheckProof(base)],
        ])
          form.append(field!, value!);
        return form;
      }),
    );
    const answers = await Promise.all(
      forms.map((form) => fetch(`${base}${path}`, { method: 'POST', body: form, headers: asNewVisitor(), redirect: 'manual' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(CLAIMS).fill(200));

    const rewards = await payload.count({ collection: 'vouchers', where: { email: { in: friends }, source: { equals: 'referral' } }, overrideAccess: true });
    expect(rewards.totalDocs).toBe(1);
    const claimed = await payload.findByID({ collection: 'referrals', id: referral.id, depth: 0, overrideAccess: true });
    expect(claimed.claimedAt).toBeTruthy();
  }, 60_000);
});
