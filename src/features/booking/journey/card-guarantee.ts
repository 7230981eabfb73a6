import type { DropIn } from '@/features/booking/payments/braintree-drop-in';
import { submitCard } from './journey-api';

export const CARD_DETAILS_MESSAGE = 'Please check your card details.';

type Cardholder = { firstName: string; lastName: string; email: string };

/**
 * The card guarantee before a booking (spec section 7): the drop-in checks the card and answers a one-time nonce,
 * which our server swaps (POST /api/v1/braintree/submit) for the provider's stored customer. That customer id goes
 * with the booking; card numbers never pass through the journey.
 */
export async function guaranteeCard(form: DropIn, cardholder: Cardholder): Promise<{ ok: true; customerId: string } | { ok: false; message: string }> {
  let nonce: string;
  try {
    ({ nonce } = await form.requestPaymentMethod());
  } catch (error) {
    // The drop-in refuses incomplete or invalid card fields and marks them itself; the step says why it did not book.
    if (!(error instanceof Error)) throw error;
    return { ok: false, message: CARD_DETAILS_MESSAGE };
  }
  const saved = await submitCard({ nonce, firstName: cardholder.firstName, lastName: cardholder.lastName, email: cardholder.email });
  return saved.ok ? { ok: true, customerId: saved.data.customerId } : { ok: false, message: saved.message };
}
