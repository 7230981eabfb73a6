import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { sealCardGuarantee } from '@/features/booking/payments/card-guarantee-seal';
import { configuredPaymentProvider } from '@/features/booking/payments/configured-provider';
import { customerSchema } from '@/features/booking/schema';
import { oneLineText } from '@/lib/schema-values';
import { ServiceError } from '@/server/errors';

const submitSchema = customerSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  nonce: oneLineText().min(1, 'The card details did not arrive. Please enter them again.').max(500),
});

/**
 * POST /api/v1/braintree/submit {nonce, firstName, lastName, email}: stores the card and answers its `customerId`,
 * sealed to that email (card-guarantee-seal.ts) so that only this diner's booking can name it.
 */
export const POST = apiHandler(async (request) => {
  const provider = configuredPaymentProvider();
  if (!provider) throw new ServiceError('needCreditCard');
  const input = await parseJsonBody(request, submitSchema);
  return jsonResponse({ customerId: sealCardGuarantee(await provider.saveCard(input), input.email) });
});
