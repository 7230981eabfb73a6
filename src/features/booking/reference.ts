import { randomBytes, randomInt } from 'node:crypto';

/** Letters and digits a diner can read out on the phone without confusion: no 0/O, 1/I/L, 5/S, 2/Z, U/V. */
const ALPHABET = '346789ABCDEFGHJKMNPQRTWXY';

const randomCode = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A booking reference such as "MG-7KQ4-XH9C": 25^8 ≈ 1.5 × 10^11 possibilities, so a clash is vanishingly rare, and
 * the database's unique index turns one into a retry rather than a duplicate.
 */
export const newBookingReference = () => `MG-${randomCode(4)}-${randomCode(4)}`;

/** The secret in the diner's manage-booking link: 192 random bits, URL-safe. */
export const newManageToken = () => randomBytes(24).toString('base64url');
