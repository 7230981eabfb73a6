import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { GENERIC_FAILURE_MESSAGE, serviceResultBody } from '@/features/api/service-results';
import { BotCheckError } from '@/features/bot-check/verify-bot-check';
import { BOT_CHECK_FIELD } from '@/features/bot-check/messages';
import type { FormState } from '@/components/forms/form-state';
import { env } from './env';
import { ServiceError, ValidationError } from './errors';
import { requestClientAddress } from './http/client-address';
import { rateLimitRuleNamed, type RateLimitRuleName } from './http/rate-limit-rules';
import { consumeVisitorRateLimit } from './http/rate-limits';
import { logger } from './logger';

/** What is sent back for a form to show again: everything typed but the bot check's spent proof. */
const valuesToShowAgain = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([name]) => name !== BOT_CHECK_FIELD));

/**
 * The body of a form's server action: counts the visitor under the action's rate limit (`limit`, in
 * rate-limit-rules.ts), parses the posted values with the form's own schema, runs `work`, and turns every refusal into
 * the state the form shows (field messages, or one message for the whole form), never a stack trace. A redirect or
 * notFound thrown by `work` goes through as Next expects.
 *
 * The action counts itself because only it knows what it is: Next runs an action posted to any page (with
 * JavaScript it forwards one to a page that has it), so no path could name them all.
 */
export async function runFormAction<Schema extends z.ZodType, Result>(
  limit: RateLimitRuleName,
  schema: Schema,
  input: Record<string, unknown>,
  work: (data: z.output<Schema>) => Promise<Result>,
): Promise<FormState<Result>> {
  const visitor = requestClientAddress(await headers());
  if (!(await consumeVisitorRateLimit(rateLimitRuleNamed(limit), visitor, env().DATABASE_URL)).allowed) {
    return { status: 'invalid', errors: {}, message: serviceResultBody('tooManyRequests').message, values: valuesToShowAgain(input) };
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrorsOf(parsed.error), values: valuesToShowAgain(input) };
  try {
    return { status: 'done', result: await work(parsed.data) };
  } catch (error) {
    unstable_rethrow(error);
    const values = valuesToShowAgain(input);
    if (error instanceof BotCheckError) return { status: 'invalid', errors: { [BOT_CHECK_FIELD]: error.outcome.message }, values };
    if (error instanceof ValidationError) return { status: 'invalid', errors: error.fieldErrors, values };
    if (error instanceof ServiceError) return { status: 'invalid', errors: {}, message: serviceResultBody(error.result, error.serviceMessage).message, values };
    logger.error({ err: error }, 'A form could not be handled');
    return { status: 'invalid', errors: {}, message: GENERIC_FAILURE_MESSAGE, values };
  }
}
