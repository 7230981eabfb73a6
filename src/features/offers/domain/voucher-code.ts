import { readableCode } from '@/lib/readable-code';

/**
 * A voucher code such as "SUMMER-7KQ4-XH9C-M3TA": the offer's prefix and twelve characters from the cryptographic
 * random source, 25^12 ≈ 6 × 10^16 possibilities, so a code cannot be guessed, and the database's unique index
 * turns the rare clash into a retry.
 */
export const newVoucherCode = (prefix: string) => `${prefix}-${readableCode(4)}-${readableCode(4)}-${readableCode(4)}`;

export const voucherCodePattern = /^[A-Z0-9]{2,12}(?:-[346789ABCDEFGHJKMNPQRTWXY]{4}){3}$/;
