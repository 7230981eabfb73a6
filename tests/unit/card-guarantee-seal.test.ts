/**
 * The card form's answer is sealed to the diner's email and an hour, so a booking can name only a card saved for its
 * own diner: not another diner's customer id, seen or guessed.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SEAL_LIFETIME_MS, cardGuaranteeFor, openCardGuarantee, sealCardGuarantee } from '@/features/booking/payments/card-guarantee-seal';

const secret = 's'.repeat(40);
const savedAt = new Date(Date.UTC(2026, 10, 25, 19, 30));
const later = (ms: number) => new Date(savedAt.getTime() + ms);

describe('card guarantee seals', () => {
  const sealed = sealCardGuarantee('84201733', 'Ada.Diner@example.com', savedAt, secret);

  it('give back the customer id for the same email, in any case or padding, within the hour', () => {
    expect(sealed).not.toBe('84201733');
    expect(openCardGuarantee(sealed, 'Ada.Diner@example.com', later(60_000), secret)).toBe('84201733');
    expect(openCardGuarantee(sealed, ' ada.diner@EXAMPLE.com ', later(CARD_SEAL_LIFETIME_MS - 1000), secret)).toBe('84201733');
  });

  it('refuse a bare customer id, another email, an expired seal, another secret and any altered part', () => {
    expect(openCardGuarantee('84201733', 'ada.diner@example.com', savedAt, secret)).toBeNull();
    expect(openCardGuarantee(sealed, 'someone.else@example.com', savedAt, secret)).toBeNull();
    expect(openCardGuarantee(sealed, 'ada.diner@example.com', later(CARD_SEAL_LIFETIME_MS + 1000), secret)).toBeNull();
    expect(openCardGuarantee(sealed, 'ada.diner@example.com', savedAt, 't'.repeat(40))).toBeNull();

    const [id, expiresAt, signature] = sealed.split('.') as [string, string, string];
    const longer = (Number.parseInt(expiresAt, 36) + 24 * 60 * 60 * 1000).toString(36);
    for (const altered of [
      `84201734.${expiresAt}.${signature}`,
      `${id}.${longer}.${signature}`,
      `${id}.${expiresAt}.${signature.slice(0, -2)}AA`,
      `${id}.${expiresAt}.`,
      `.${expiresAt}.${signature}`,
    ]) {
      expect(openCardGuarantee(altered, 'ada.diner@example.com', savedAt, secret)).toBeNull();
    }
  });

  it('keep a provider id that has dots of its own whole', () => {
    const dotted = sealCardGuarantee('cus.4.2', 'ada.diner@example.com', savedAt, secret);
    expect(openCardGuarantee(dotted, 'ada.diner@example.com', savedAt, secret)).toBe('cus.4.2');
  });
});

describe('the card a booking keeps', () => {
  const email = 'ada.diner@example.com';
  const sealedCard = sealCardGuarantee('84201733', email, savedAt, secret);
  const keeps = (booking: Partial<Parameters<typeof cardGuaranteeFor>[0]>) =>
    cardGuaranteeFor({ needsCard: true, providerConfigured: true, sealedCard, email, ...booking }, savedAt, secret);

  it('is none when the booking needs no card, whatever the browser sent', () => {
    expect(keeps({ needsCard: false })).toBeNull();
    expect(keeps({ needsCard: false, sealedCard: 'someone-elses-customer' })).toBeNull();
  });

  it('is the id inside a seal made for its diner', () => {
    expect(keeps({})).toBe('84201733');
  });

  it('sends the diner to the restaurant (code 5) without a provider or a card', () => {
    for (const booking of [{ providerConfigured: false }, { sealedCard: null }]) {
      expect(() => keeps(booking)).toThrow(expect.objectContaining({ name: 'ServiceError', result: 'needCreditCard' }));
    }
  });

  it("asks for the card again (code 6) when the seal is another diner's, a bare id or expired", () => {
    const expired = () =>
      cardGuaranteeFor({ needsCard: true, providerConfigured: true, sealedCard, email }, new Date(savedAt.getTime() + CARD_SEAL_LIFETIME_MS + 1), secret);
    for (const attempt of [() => keeps({ email: 'someone.else@example.com' }), () => keeps({ sealedCard: '84201733' }), expired]) {
      expect(attempt).toThrow(
        expect.objectContaining({
          result: 'bookingRejected',
          serviceMessage: 'We could not match your card to this booking. Please enter your card details again.',
        }),
      );
    }
  });
});
