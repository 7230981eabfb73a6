import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { GENERIC_FAILURE_MESSAGE, serviceResultBody } from '@/features/api/service-results';
import { BotCheckError } from '@/features/bot-check/verify-bot-check';
import { BOT_CHECK_FIELD } from '@/features/bot-check/messages';
import { honeypotFilled } from '@/features/bot-check/honeypot/honeypot';
import { NO_SCRIPT_PROOF, withNoScriptAllowance } from '@/features/bot-check/no-script-allowance';
import type { FormState } from '@/components/forms/form-state';
import { env } from './env';
import { ServiceError, ValidationError } from './errors';
import { requestClientAddress } from './http/client-address';
import { rateLimitRuleNamed, type RateLimitRuleName } from './http/rate-limit-rules';
import { consumeVisitorRateLimit } from './http/rate-limits';
import { logger } from './logger';

/** What is sent back for a form to show again: everything typed but the bot check's spent proof. */
const valuesToShowAgain = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([name]) => name !== BOT_CHECK_FIELD));

/** Said when the honeypot was filled: plainly, and nothing about why. */
const HONEYPOT_MESSAGE = 'Sorry, we could not send this form. Please try again, or contact us by phone or email.';

/** True when an issue (or one inside a union's alternatives) is about the bot check's field. */
const aboutProof = (issues: readonly z.core.$ZodIssue[]): boolean =>
  issues.some((issue) => issue.path[0] === BOT_CHECK_FIELD || (issue.code === 'invalid_union' && issue.errors.some(aboutProof)));

/**
 * A post with no proof to a form whose schema asks for one: sent without JavaScript (no proof can be made without a
 * script), or by a script that skipped the check. Forms without a bot check (preferences, referrals) never are.
 */
const sentWithoutProof = (schema: z.ZodType, input: Record<string, unknown>): boolean => {
  const proof = input[BOT_CHECK_FIELD];
  if (proof !== undefined && proof !== '') return false;
  const parsed = schema.safeParse({ ...input, [BOT_CHECK_FIELD]: undefined });
  return !parsed.success && aboutProof(parsed.error.issues);
};

/**
 * The body of a form's server action: counts the visitor under the action's rate limit (`limit`, in
 * rate-limit-rules.ts), parses the posted values with the form's own schema, runs `work`, and turns every refusal into
 * the state the form shows (field messages, or one message for the whole form), never a stack trace. A redirect or
 * notFound thrown by `work` goes through as Next expects. A schema that depends on what was posted (a job's
 * application) is given as a function, called once the post has been counted; a ServiceError it throws is the form's.
 *
 * The action counts itself because only it knows what it is: Next runs an action posted to any page (with
 * JavaScript it forwards one to a page that has it), so no path could name them all.
 */
export async function runFormAction<Schema extends z.ZodType, Result>(
  limit: RateLimitRuleName,
  schema: Schema | (() => Promise<Schema>),
  input: Record<string, unknown>,
  work: (data: z.output<Schema>) => Promise<Result>,
): Promise<FormState<Result>> {
  const visitor = requestClientAddress(await headers());
  const values = valuesToShowAgain(input);
  const tooMany = (): FormState<Result> => ({ status: 'invalid', errors: {}, message: serviceResultBody('tooManyRequests').message, values });
  if (!(await consumeVisitorRateLimit(rateLimitRuleNamed(limit), visitor, env().DATABASE_URL)).allowed) return tooMany();
  // Without JavaScript no proof of work can be made: such a post is let through past the shared honeypot and a
  // stricter per-visitor limit ('form-no-script'), as the booking form's no-script path is, never refused outright.
  if (honeypotFilled(input)) return { status: 'invalid', errors: {}, message: HONEYPOT_MESSAGE, values };
  try {
    const formSchema = typeof schema === 'function' ? await schema() : schema;
    // Counted once it would be sent (a post with mistakes costs nothing, and counts under the form's own rule above).
    const withoutProof = sentWithoutProof(formSchema, input);
    const parsed = formSchema.safeParse(withoutProof ? { ...input, [BOT_CHECK_FIELD]: NO_SCRIPT_PROOF } : input);
    if (!parsed.success) return { status: 'invalid', errors: fieldErrorsOf(parsed.error), values };
    if (withoutProof && !(await consumeVisitorRateLimit(rateLimitRuleNamed('form-no-script'), visitor, env().DATABASE_URL)).allowed) return tooMany();
    const data = parsed.data;
    return { status: 'done', result: await (withoutProof ? withNoScriptAllowance(() => work(data)) : work(data)) };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof BotCheckError) return { status: 'invalid', errors: { [BOT_CHECK_FIELD]: error.outcome.message }, values };
    if (error instanceof ValidationError) return { status: 'invalid', errors: error.fieldErrors, values };
    if (error instanceof ServiceError) return { status: 'invalid', errors: {}, message: serviceResultBody(error.result, error.serviceMessage).message, values };
    logger.error({ err: error }, 'A form could not be handled');
    return { status: 'invalid', errors: {}, message: GENERIC_FAILURE_MESSAGE, values };
  }
}
