import type { TaskConfig } from 'payload';
import { env } from '@/server/env';
import { SEND_EMAIL_RETRIES } from '@/server/mail/send-email-task';
import { keepTextInOutbox } from './outbox-text';
import { textMessageSchema } from './text-message';
import { sendThroughTwilio } from './twilio-sms';

/*
 * No `import 'server-only'`: tasks are part of payload.config.ts, which also runs outside Next.
 */

/** The SMS provider the settings name: Twilio when all three TWILIO_* are set, else none (texts go to the Outbox). */
function configuredTwilio() {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env();
  return TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM ? { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM } : null;
}

/**
 * Sends one queued text: through Twilio when it is configured, else into the Outbox. A failure throws and the queue
 * retries with the emails' backoff; the job is claimed by one worker alone, so a text is handed over once per attempt.
 */
export const sendTextTask: TaskConfig<'send-text'> = {
  slug: 'send-text',
  label: 'Send a text message',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  retries: SEND_EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const message = textMessageSchema.parse(input.message);
    const twilio = configuredTwilio();
    if (twilio) return { output: { sid: await sendThroughTwilio(twilio, message) } };
    return { output: { outboxId: await keepTextInOutbox(req.payload, message) } };
  },
};
