/*
 * Twilio's Messages API over plain fetch (no SDK): one form-encoded POST per text, authenticated with the account's
 * SID and auth token. https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 * No `import 'server-only'`: the send task is part of payload.config.ts, which also runs outside Next.
 */
import type { CheckedTextMessage } from './text-message';

type TwilioSettings = { accountSid: string; authToken: string; from: string };

/** A provider that answers nothing within this is treated as down: the job fails and the queue retries it. */
const TIMEOUT_MS = 20_000;

/** Sends one text; the message SID Twilio gave it. Throws on any refusal, naming Twilio's code and message. */
export async function sendThroughTwilio(settings: TwilioSettings, message: CheckedTextMessage, fetchImpl: typeof fetch = fetch): Promise<string> {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  // A Messaging Service SID (MG…) lets Twilio choose the sender; otherwise `from` is the number texts come from.
  form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
  const response = await fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
  if (!response.ok || !answer.sid)
    throw new Error(`Twilio refused the text (HTTP ${response.status}, code ${answer.code ?? 'none'}: ${answer.message ?? 'no message'})`);
  return answer.sid;
}
