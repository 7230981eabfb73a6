import 'server-only';
import { createHmac } from 'node:crypto';
import { comparableEmail } from '@/lib/contact-fields';
import { derivedKey } from '@/server/derived-key';
import { requireSecret } from '@/server/env';
import { rateLimitKeyOf, requestClientAddress } from '@/server/http/client-address';

/*
 * Keyed hashes a booking carries instead of personal data it does not need: where it came from (the visitor's network
 * address), and who it is for (the diner's email, for the 2-hour rule). Keyed with a key derived from PAYLOAD_SECRET,
 * as the bot check's is (bot-check-settings.ts), so every instance computes the same hashes and nobody without the
 * secret can test guesses against them; the secret itself is never used for two things.
 */

let keys: { source: string; diner: string } | undefined;

function derivedKeys() {
  const secret = requireSecret('PAYLOAD_SECRET');
  keys ??= {
    source: derivedKey(secret, 'marigold booking source v1'),
    diner: derivedKey(secret, 'marigold booking diner v1'),
  };
  return keys;
}

/**
 * The source of a booking made from `address`: 16 hex characters (64 bits), short enough for staff to read and
 * compare in a list, long enough that two visitors never share one by chance. Worked out from the visitor as the
 * rate limits count them (an IPv6 visitor by their /64), so a flood from one network shares one source.
 */
const sourceOfAddress = (address: string): string => createHmac('sha256', derivedKeys().source).update(rateLimitKeyOf(address)).digest('hex').slice(0, 16);

/** The source of the request being answered, from the address server.ts decided (CLIENT_ADDRESS_HEADER). */
export const requestSource = (headers: Headers): string => sourceOfAddress(requestClientAddress(headers));

/** One key per diner however they type their email: compared case-insensitively, as mail providers do. */
export const dinerKeyOf = (email: string): string => createHmac('sha256', derivedKeys().diner).update(comparableEmail(email)).digest('hex');
