import 'server-only';
import { ServiceError } from '@/server/errors';
import { logger } from '@/server/logger';
import type { PaymentProvider } from './payment-provider';

/**
 * What the diner reads whenever a card is not taken, whatever the processor said: its words ("Do Not Honor",
 * "Insufficient Funds", "CVV does not match") would tell a card tester which stolen numbers are good.
 */
export const CARD_NOT_TAKEN_MESSAGE = 'We could not verify this card. Please check its details, or try another card.';

/** The provider's refusal, or its failure to answer, as one answer; the reason goes to the logs for staff. */
export async function saveCardQuietly(provider: PaymentProvider, card: Parameters<PaymentProvider['saveCard']>[0]): Promise<string> {
  try {
    return await provider.saveCard(card);
  } catch (error) {
    const reason = error instanceof ServiceError ? (error.serviceMessage ?? error.result) : error;
    logger.info({ provider: provider.name, reason: reason instanceof Error ? reason.message : reason }, 'A card guarantee was not taken');
    throw new ServiceError('bookingRejected', CARD_NOT_TAKEN_MESSAGE);
  }
}
