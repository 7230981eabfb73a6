// No `import 'server-only'`: a scheduled task (forget-card-guarantees-task.ts) reaches this from payload.config.ts.
import { env } from '@/server/env';
import { braintreeGateway, braintreeProvider } from './braintree-provider';
import type { PaymentProvider } from './payment-provider';

let provider: PaymentProvider | null | undefined;

/** Braintree when its credentials are set, else none: bookings that need a card then answer code 5. */
export function configuredPaymentProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider;
  const { BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY } = env();
  provider =
    BRAINTREE_MERCHANT_ID && BRAINTREE_PUBLIC_KEY && BRAINTREE_PRIVATE_KEY
      ? braintreeProvider(
          braintreeGateway({
            environment: BRAINTREE_ENVIRONMENT,
            merchantId: BRAINTREE_MERCHANT_ID,
            publicKey: BRAINTREE_PUBLIC_KEY,
            privateKey: BRAINTREE_PRIVATE_KEY,
          }),
        )
      : null;
  return provider;
}
