import 'server-only';
import { NO_SHOW_CARD_REASON } from '@/features/booking/domain/no-show-policy';
import { ValidationError } from '@/server/errors';

/** The field of a booking request that the no-show policy's refusal names: the card guarantee it lacks. */
const NO_SHOW_CARD_FIELD = 'cardCustomerId';

/**
 * A booking the no-show policy asks a card for, made without one: code 5 (422) with its own message, as a booking
 * needing a card without a provider answers, plus the reason on the missing field, which the booking journey shows in
 * its card step (and, with a card provider, asks for the card there).
 */
export const noShowCardRefusal = () => new ValidationError({ [NO_SHOW_CARD_FIELD]: NO_SHOW_CARD_REASON }, undefined, 'needCreditCard');

/** The policy's reason, when `error` is its refusal. */
export const noShowCardReasonOf = (error: unknown): string | null =>
  error instanceof ValidationError && error.result === 'needCreditCard' ? (error.fieldErrors[NO_SHOW_CARD_FIELD] ?? null) : null;
