import { apiHandler, jsonResponse } from '@/features/api/handler';
import { configuredPaymentProvider } from '@/features/booking/payments/configured-provider';
import { ServiceError } from '@/server/errors';

/** GET /api/v1/braintree/token: a client token for the card form; code 5 when no payment provider is configured. */
export const GET = apiHandler(async () => {
  const provider = configuredPaymentProvider();
  if (!provider) throw new ServiceError('needCreditCard');
  return jsonResponse({ clientToken: await provider.clientToken() });
});
