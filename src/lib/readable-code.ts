import { randomInt } from 'node:crypto';

/** Letters and digits a diner can read out on the phone without confusion: no 0/O, 1/I/L, 5/S, 2/Z, U/V. */
const READABLE_ALPHABET = '346789ABCDEFGHJKMNPQRTWXY';

/** `length` characters of READABLE_ALPHABET from the system's cryptographic random source. */
export const readableCode = (length: number) => Array.from({ length }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join('');
