/**
 * The booking journey's bot-check pieces (docs/decisions/0051): the create request's proof field, the honeypot for the
 * form without JavaScript, a proof's identity for counting cards per attempt, and the one answer for a card not taken.
 */
import { createChallenge, solveChallenge } from 'altcha-lib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_ALGORITHM, deriveChallengeKey } from '@/features/bot-check/altcha/altcha-challenge';
import { HONEYPOT_FIELD, honeypotFilled } from '@/features/bot-check/honeypot/honeypot';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { proofIdentity } from '@/features/bot-check/proof-identity';
import type { PaymentProvider } from '@/features/booking/payments/payment-provider';
import { CARD_NOT_TAKEN_MESSAGE, saveCardQuietly } from '@/features/booking/payments/save-card-quietly';
import { bookingApiRequestSchema, bookingRequestSchema } from '@/features/booking/schema';
import { ServiceError } from '@/server/errors';

const booking = {
  occasionId: 3,
  adults: 2,
  bookingDate: '2026-07-10',
  time: '19:00',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
};
const issuesOf = (input: unknown) => bookingApiRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the API create request', () => {
  it('needs the proof, named as its field, and hands it back beside the booking', () => {
    expect(issuesOf(booking)).toEqual([['botCheck', 'Invalid token']]);
    expect(issuesOf({ ...booking, botCheck: '   ' })).toEqual([['botCheck', 'Invalid token']]);
    expect(issuesOf({ ...booking, botCheck: 'x'.repeat(8193) })).toEqual([['botCheck', 'Invalid token']]);
    expect(issuesOf({ ...booking, botCheck: 42 })).toEqual([['botCheck', 'Invalid token']]);
    const parsed = bookingApiRequestSchema.parse({ ...booking, botCheck: ' proof ' });
    expect(parsed.botCheck).toBe('proof');
    expect(parsed).toMatchObject({ occasionId: 3, adults: 2, customer: { email: 'ada@example.com' } });
  });

  it('keeps the booking’s own rules', () => {
    expect(issuesOf({ ...booking, adults: 15, children: 6, botCheck: 'proof' })).toEqual([['adults', 'Online bookings are for up to 20 guests.']]);
  });

  it('is the API’s alone: the form without JavaScript books without a proof', () => {
    expect(bookingRequestSchema.safeParse(booking).success).toBe(true);
    expect(bookingRequestSchema.parse({ ...booking, botCheck: 'proof' })).not.toHaveProperty('botCheck');
  });
});

describe('the honeypot', () => {
  const form = (value?: string) => {
    const data = new FormData();
    data.set('firstName', 'Ada');
    if (value !== undefined) data.set(HONEYPOT_FIELD, value);
    return data;
  };

  it('is filled when its field holds anything but blanks, in a form or a parsed body', () => {
    expect(honeypotFilled(form())).toBe(false);
    expect(honeypotFilled(form(''))).toBe(false);
    expect(honeypotFilled(form('  '))).toBe(false);
    expect(honeypotFilled(form('https://spam.example'))).toBe(true);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: 'x' })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: ['x'] })).toBe(true);
  });

  it('is out of a person’s way: hidden from screen readers with its label, out of the tab order, never autofilled', () => {
    const html = renderToStaticMarkup(createElement(HoneypotField, { idPrefix: 'journey' }));
    expect(html).toMatch(/^<div class="[^"]+" aria-hidden="true">/);
    expect(html).toContain('<label for="journey-website">Leave this field empty</label>');
    const input = html.match(/<input [^>]*>/)![0];
    expect(input).toContain('id="journey-website"');
    expect(input).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(input).toContain('tabindex="-1"');
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('value=""');
  });
});

describe('a proof’s identity', () => {
  it('is its challenge’s for ALTCHA (whichever solution is sent), a hash of the text otherwise, never the proof itself', async () => {
    const challenge = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 1,
      keyPrefix: '0',
      deriveKey: deriveChallengeKey,
      hmacSignatureSecret: 'key',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const solution = (await solveChallenge({ challenge, deriveKey: deriveChallengeKey }))!;
    const proof = (counter: number) => Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter } })).toString('base64');
    expect(proofIdentity(proof(solution.counter))).toBe(proofIdentity(proof(solution.counter + 1)));
    const other = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 1,
      keyPrefix: '0',
      deriveKey: deriveChallengeKey,
      hmacSignatureSecret: 'key',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(proofIdentity(Buffer.from(JSON.stringify({ challenge: other, solution })).toString('base64'))).not.toBe(proofIdentity(proof(solution.counter)));
    expect(proofIdentity('recaptcha-token')).toBe(proofIdentity(' recaptcha-token '));
    expect(proofIdentity('recaptcha-token')).not.toContain('recaptcha');
  });
});

describe('a card not taken', () => {
  const card = { nonce: 'nonce', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
  const provider = (saveCard: PaymentProvider['saveCard']): PaymentProvider => ({ name: 'fake', clientToken: vi.fn(), forgetCustomer: vi.fn(), saveCard });

  it('is answered with one message, never the processor’s words, whether refused or unreachable', async () => {
    for (const failure of [
      new ServiceError('bookingRejected', 'Do Not Honor'),
      new ServiceError('bookingRejected', 'Insufficient Funds'),
      new Error('socket hang up'),
    ]) {
      const error = await saveCardQuietly(
        provider(() => Promise.reject(failure)),
        card,
      ).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ result: 'bookingRejected', serviceMessage: CARD_NOT_TAKEN_MESSAGE });
    }
  });

  it('passes a card taken through', async () => {
    await expect(
      saveCardQuietly(
        provider(() => Promise.resolve('customer-42')),
        card,
      ),
    ).resolves.toBe('customer-42');
  });
});
