import type { DropIn } from '@/features/booking/payments/braintree-drop-in';
import { botCheckErrorText, INTERNAL_ERROR } from '@/features/bot-check/messages';
import { submitCard } from './journey-api';

const CARD_DETAILS_MESSAGE = 'Please check your card details.';

type Cardholder = { firstName: string; lastName: string; email: string };

/**
 * The card guarantee before a booking (spec section 7): the drop-in checks the card and answers a one-time nonce,
 * which our server swaps (POST /api/v1/braintree/submit) for the provider's stored customer. That customer id goes
 * with the booking; card numbers never pass through the journey. The call carries the journey's bot-check proof (for
 * reCAPTCHA a token of its own), so that a script cannot use the endpoint to test stolen cards.
 */
export async function guaranteeCard(
  form: DropIn,
  cardholder: Cardholder,
  proof: () => Promise<string | null>,
): Promise<{ ok: true; customerId: string } | { ok: false; message: string }> {
  let nonce: string;
  try {
    ({ nonce } = await form.requestPaymentMethod());
  } catch (error) {
    // The drop-in refuses incomplete or invalid card fields and marks them itself; the step says why it did not book.
    if (!(error instanceof Error)) throw error;
    return { ok: false, message: CARD_DETAILS_MESSAGE };
  }
  const botCheck = await proof();
  if (!botCheck) return { ok: false, message: botCheckErrorText(INTERNAL_ERROR) };
  const saved = await submitCard({ nonce, firstName: cardholder.firstName, lastName: cardholder.lastName, email: cardholder.email, botCheck });
  return saved.ok ? { ok: true, customerId: saved.data.customerId } : { ok: false, message: saved.message };
}
