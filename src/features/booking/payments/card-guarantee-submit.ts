import 'server-only';
import { proofIdentity } from '@/features/bot-check/proof-identity';
import { databaseUrlOf } from '@/server/database-url';
import { ServiceError } from '@/server/errors';
import { consumeRateLimit } from '@/server/http/rate-limits';
import type { RateLimit } from '@/server/http/rate-limit-rules';
import { payloadClient } from '@/server/payload';
import { sealCardGuarantee } from './card-guarantee-seal';
import type { PaymentProvider } from './payment-provider';
import { saveCardQuietly } from './save-card-quietly';

/**
 * Cards tried under one booking attempt, that is under one bot-check proof: a person mistyping or switching cards
 * needs one to three, and the journey makes a fresh proof for each submission anyway. Counted besides the per-visitor
 * 'card' limit of server.ts, which a script spread over many addresses escapes. A proof lives 5 minutes (ALTCHA).
 */
const CARDS_PER_BOOKING_ATTEMPT: RateLimit = { name: 'card-per-attempt', points: 3, windowSeconds: 600 };

type CardSubmission = { nonce: string; firstName: string; lastName: string; email: string; botCheck: string };

/**
 * POST /api/v1/braintree/submit's work, once the booking journey's proof has been checked (refusedBookingProof, not
 * used up: the booking's create uses it): the attempt's count of cards, then the card stored and its customer id
 * sealed to the diner's email.
 */
export async function submitCardGuarantee({ botCheck, ...card }: CardSubmission, provider: PaymentProvider | null): Promise<string> {
  const attempt = await consumeRateLimit(CARDS_PER_BOOKING_ATTEMPT, proofIdentity(botCheck), databaseUrlOf(await payloadClient()));
  if (!attempt.allowed) throw new ServiceError('tooManyRequests');
  if (!provider) throw new ServiceError('needCreditCard');
  return sealCardGuarantee(await saveCardQuietly(provider, card), card.email);
}
