import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/server/derived-key';
import { requireSecret } from '@/server/env';
import { ServiceError } from '@/server/errors';
import { comparableEmail } from '@/lib/contact-fields';

/**
 * How long a saved card may wait for its booking. The journey books straight after saving the card; an hour leaves
 * room for a diner whose booking call failed and who tries again.
 */
export const CARD_SEAL_LIFETIME_MS = 60 * 60 * 1000;

/** What a diner is told when the card their booking names was not saved for them, or was saved too long ago. */
const CARD_AGAIN_MESSAGE = 'We could not match your card to this booking. Please enter your card details again.';

const sealKey = (secret: string) => Buffer.from(derivedKey(secret, 'marigold card guarantees v1'), 'hex');

// The email compared as erasure compares it (any case, spaces around it), so the seal follows the same diner.
const signature = (secret: string, customerId: string, email: string, expiresAt: string) =>
  createHmac('sha256', sealKey(secret))
    .update(`${customerId}\n${comparableEmail(email)}\n${expiresAt}`)
    .digest();

const EXPIRY = /^[0-9a-z]{1,11}$/; // milliseconds in base 36, as sealCardGuarantee writes them

/**
 * The card form's answer to the browser (spec section 7: "returns the customer id"): the provider's customer id,
 * sealed to the email it was saved for and to an expiry. The browser passes it on to the booking call unread, so the
 * booking can only name a card saved, within the hour, for its own diner: not someone else's id, guessed or seen.
 */
export function sealCardGuarantee(customerId: string, email: string, now = new Date(), secret = requireSecret('PAYLOAD_SECRET')): string {
  const expiresAt = (now.getTime() + CARD_SEAL_LIFETIME_MS).toString(36);
  return `${customerId}.${expiresAt}.${signature(secret, customerId, email, expiresAt).toString('base64url')}`;
}

/** The provider's customer id inside a seal, or null when the seal is forged, altered, for another email or expired. */
export function openCardGuarantee(sealed: string, email: string, now = new Date(), secret = requireSecret('PAYLOAD_SECRET')): string | null {
  const parts = sealed.split('.');
  if (parts.length < 3) return null;
  const given = Buffer.from(parts.pop()!, 'base64url');
  const expiresAt = parts.pop()!;
  const customerId = parts.join('.');
  const expected = signature(secret, customerId, email, expiresAt);
  if (customerId === '' || !EXPIRY.test(expiresAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseInt(expiresAt, 36) > now.getTime() ? customerId : null;
}

/**
 * The card a booking keeps: none when it needs none, else the provider's customer id inside the seal the booking call
 * brought. No provider or no card: the restaurant has to take the booking itself (code 5). A seal for another email,
 * or over an hour old: the diner enters their card again (code 6 carries the words).
 */
export function cardGuaranteeFor(
  booking: { needsCard: boolean; providerConfigured: boolean; sealedCard: string | null; email: string },
  now = new Date(),
  secret = requireSecret('PAYLOAD_SECRET'),
): string | null {
  if (!booking.needsCard) return null;
  if (!booking.providerConfigured || !booking.sealedCard) throw new ServiceError('needCreditCard');
  const customerId = openCardGuarantee(booking.sealedCard, booking.email, now, secret);
  if (!customerId) throw new ServiceError('bookingRejected', CARD_AGAIN_MESSAGE);
  return customerId;
}
