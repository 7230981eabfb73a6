import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/server/env';
import { phoneNumberE164, textMessageSchema } from '@/server/sms/text-message';
import { sendThroughTwilio } from '@/server/sms/twilio-sms';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const settings = { accountSid: SID, authToken: 'auth-token-0123456789', from: '+447700900001' };

describe('phone numbers for texts', () => {
  it('writes what diners type in E.164, and refuses what is not a number', () => {
    expect(phoneNumberE164('07700 900123')).toBe('+447700900123');
    expect(phoneNumberE164('+44 7700-900123')).toBe('+447700900123');
    expect(phoneNumberE164('0044 7700 900123')).toBe('+447700900123');
    expect(phoneNumberE164('+1 415 555 0100')).toBe('+14155550100');
    for (const bad of ['', 'call me', '0', '+0123456789', '07700 900123 ext 4']) expect(phoneNumberE164(bad)).toBeNull();
  });

  it('checks a queued text: a number and a body, naming the field that is wrong', () => {
    expect(textMessageSchema.parse({ to: '07700 900123', body: ' Hello ', restaurant: 3 })).toEqual({ to: '+447700900123', body: 'Hello', restaurant: 3 });
    const refused = textMessageSchema.safeParse({ to: 'not a phone', body: 'Hi' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['to']);
    expect(textMessageSchema.safeParse({ to: '07700900123', body: 'x'.repeat(613) }).success).toBe(false);
  });
});

describe('the Twilio adapter', () => {
  it('posts one form to the Messages API with basic auth, and returns the message SID', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ sid: 'SM123', status: 'queued' }, { status: 201 });
    }) as unknown as typeof fetch;
    expect(await sendThroughTwilio(settings, { to: '+447700900123', body: 'Your table' }, fetchImpl)).toBe('SM123');
    const [call] = calls;
    expect(call!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call!.init.method).toBe('POST');
    expect((call!.init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from(`${SID}:${settings.authToken}`).toString('base64')}`);
    expect(Object.fromEntries(call!.init.body as URLSearchParams)).toEqual({ To: '+447700900123', Body: 'Your table', From: '+447700900001' });
  });

  it('sends from a Messaging Service when the sender is one', async () => {
    let body: URLSearchParams | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      body = init.body as URLSearchParams;
      return Response.json({ sid: 'SM9' }, { status: 201 });
    }) as unknown as typeof fetch;
    await sendThroughTwilio({ ...settings, from: `MG${'a'.repeat(32)}` }, { to: '+447700900123', body: 'Hi' }, fetchImpl);
    expect(body?.get('MessagingServiceSid')).toBe(`MG${'a'.repeat(32)}`);
    expect(body?.has('From')).toBe(false);
  });

  it('throws with Twilio’s code and message when it refuses, so the queue retries', async () => {
    const fetchImpl = (async () => Response.json({ code: 21211, message: "The 'To' number is not valid." }, { status: 400 })) as unknown as typeof fetch;
    await expect(sendThroughTwilio(settings, { to: '+447700900123', body: 'Hi' }, fetchImpl)).rejects.toThrow(
      /HTTP 400, code 21211: The 'To' number is not valid/,
    );
  });

  it('is configured by three settings together or not at all', () => {
    expect(parseEnv({}).TWILIO_ACCOUNT_SID).toBeUndefined();
    const all = parseEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: settings.authToken, TWILIO_FROM: settings.from });
    expect(all.TWILIO_FROM).toBe('+447700900001');
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_ACCOUNT_SID: Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together/);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: settings.authToken, TWILIO_FROM: '07700 900001' })).toThrow(EnvError);
  });
});
