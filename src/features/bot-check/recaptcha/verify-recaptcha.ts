import { z } from 'zod';
import type { OutboundClient } from '@/server/http/outbound-client';
import { couldNotCheck, passed, refused, type BotCheckOutcome } from '../bot-check-outcome';

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's answer (https://developers.google.com/recaptcha/docs/v3): v3 adds the score and the action. */
const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Codes that say our own keys or request are wrong: the check could not run, which is not the visitor's fault. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

type RecaptchaOptions = {
  secretKey: string;
  minScore: number;
  /** The action the form named when it asked for the token; a token made for another form is refused. */
  action?: string;
  remoteIp?: string;
  client: OutboundClient;
  verifyUrl?: string;
};

/**
 * Asks Google whether a reCAPTCHA v3 token is good: it must be valid and unused (Google refuses a replay with
 * `timeout-or-duplicate`), made for this form's action, and score at least `minScore`. Google unreachable, slow or
 * answering nonsense is "Internal error"; a bad token is "Invalid token".
 */
export async function verifyRecaptcha(token: string, options: RecaptchaOptions): Promise<BotCheckOutcome> {
  const body = new URLSearchParams({ secret: options.secretKey, response: token });
  if (options.remoteIp) body.set('remoteip', options.remoteIp);

  let answer: z.infer<typeof answerSchema>;
  try {
    const response = await options.client.request(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    if (!response.ok) return couldNotCheck(`reCAPTCHA answered ${response.status}`);
    const parsed = answerSchema.safeParse(JSON.parse(await response.text()));
    if (!parsed.success) return couldNotCheck('reCAPTCHA answered something unexpected');
    answer = parsed.data;
  } catch (error) {
    if (error instanceof SyntaxError) return couldNotCheck('reCAPTCHA answered something that is not JSON');
    return couldNotCheck(`reCAPTCHA could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }

  if (!answer.success) {
    const codes = answer['error-codes'] ?? [];
    if (codes.some((code) => OUR_FAULT.has(code))) return couldNotCheck(`reCAPTCHA refused our request: ${codes.join(', ')}`);
    return refused(codes.includes('timeout-or-duplicate') ? 'replayed' : 'wrong-solution');
  }
  if (options.action && answer.action !== options.action) return refused('wrong-action');
  if (typeof answer.score !== 'number' || answer.score < options.minScore) return refused('low-score');
  return passed;
}
