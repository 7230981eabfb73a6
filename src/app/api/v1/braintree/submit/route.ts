import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { botCheckField } from '@/features/bot-check/schema';
import { refusedBookingProof } from '@/features/booking/api/booking-proof';
import { submitCardGuarantee } from '@/features/booking/payments/card-guarantee-submit';
import { configuredPaymentProvider } from '@/features/booking/payments/configured-provider';
import { customerSchema } from '@/features/booking/schema';
import { oneLineText } from '@/lib/schema-values';

const submitSchema = customerSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  nonce: oneLineText().min(1, 'The card details did not arrive. Please enter them again.').max(500),
  /** The booking journey's bot-check proof, the one its create then sends. */
  botCheck: botCheckField,
});

/**
 * POST /api/v1/braintree/submit {nonce, firstName, lastName, email, botCheck}: stores the card and answers its
 * `customerId`, sealed to that email (card-guarantee-seal.ts) so that only this diner's booking can name it. Guarded
 * against card testing (card-guarantee-submit.ts): the journey's proof, a few cards per booking attempt, and one
 * answer for every card not taken.
 */
export const POST = apiHandler(async (request) => {
  const input = await parseJsonBody(request, submitSchema);
  const refused = await refusedBookingProof(input.botCheck, request, { spend: false });
  if (refused) return refused;
  return jsonResponse({ customerId: await submitCardGuarantee(input, configuredPaymentProvider()) });
});
