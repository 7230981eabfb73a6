import { createHmac } from 'node:crypto';

// No `import 'server-only'`: the tests work out the site's keys from the test secret with it.
/**
 * A key for one purpose, derived from a secret (PAYLOAD_SECRET): every instance sharing the secret derives the same
 * key, nobody without the secret can, and the secret itself is never used for two things. Changing `purpose` (it ends
 * in a version) changes the key, and with it every hash or signature made with the old one.
 */
export const derivedKey = (secret: string, purpose: string): string => createHmac('sha256', secret).update(purpose).digest('hex');
