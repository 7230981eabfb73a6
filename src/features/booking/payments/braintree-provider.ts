// No `import 'server-only'`: a scheduled task (forget-card-guarantees-task.ts) reaches this from payload.config.ts.
import https from 'node:https';
import braintree from 'braintree';
import { ServiceError } from '@/server/errors';
import { outboundLimits } from '@/server/http/outbound-client';
import type { PaymentProvider } from './payment-provider';

type BraintreeCredentials = {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
};

/** The slice of Braintree's gateway we use, so tests can stand in for Braintree's servers. */
export type BraintreeGatewayLike = Pick<braintree.BraintreeGateway, 'clientToken' | 'customer'>;

/**
 * Braintree's SDK signs its requests and reads its XML answers itself, so it cannot go through the outbound client;
 * it gets the same limits instead (spec section 9, the "net" services: 50 sockets, 30 s; the SDK's 30 s is how long
 * a connection may stay silent, not the whole exchange). The SDK's types know neither setting: it reads
 * `customHttpAgent` from its options, and its timeout (60 s by default) only from its config.
 */
export function braintreeGateway(credentials: BraintreeCredentials): BraintreeGatewayLike {
  const { maxSockets, timeoutMs } = outboundLimits.net;
  const gateway = new braintree.BraintreeGateway({
    environment: credentials.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
    // Idle connections are closed after 5 s, as Node's own agent does, before Braintree's end might drop them.
    customHttpAgent: new https.Agent({ keepAlive: true, maxSockets, timeout: 5_000 }),
  } as braintree.KeyGatewayConfig);
  (gateway as unknown as { config: { timeout: number } }).config.timeout = timeoutMs;
  return gateway;
}

/** Braintree's SDK: a vaulted customer with a verified card is the guarantee. */
export function braintreeProvider(gateway: BraintreeGatewayLike): PaymentProvider {
  return {
    name: 'braintree',
    clientToken: async () => (await gateway.clientToken.generate({})).clientToken,
    saveCard: async ({ nonce, firstName, lastName, email }) => {
      const result = await gateway.customer.create({
        firstName,
        lastName,
        email,
        paymentMethodNonce: nonce,
        // The SDK's types demand a customerId here, which only exists once this call has created the customer.
        creditCard: { options: { verifyCard: true } } as braintree.CreditCardCreateRequest,
      });
      // Braintree's own words (e.g. "Do Not Honor") tell the diner why their card was refused: code 6 carries them.
      if (!result.success) throw new ServiceError('bookingRejected', result.message);
      return result.customer.id;
    },
    forgetCustomer: async (customerId) => {
      let answer: unknown;
      try {
        answer = await gateway.customer.delete(customerId);
      } catch (error) {
        // Already gone (deleted in Braintree's control panel, or by an earlier run that could not record it).
        if ((error as { type?: string }).type === 'notFoundError') return;
        throw error;
      }
      // The SDK resolves a refusal (HTTP 422) with Braintree's error document rather than throwing it.
      if (answer && typeof answer === 'object' && 'apiErrorResponse' in answer) throw new Error(`Braintree refused to delete customer ${customerId}`);
    },
  };
}
