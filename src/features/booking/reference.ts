import { randomBytes } from 'node:crypto';
import { readableCode as randomCode } from '@/lib/readable-code';

/**
 * A booking reference such as "MG-7KQ4-XH9C": 25^8 ≈ 1.5 × 10^11 possibilities, so a clash is vanishingly rare, and
 * the database's unique index turns one into a retry rather than a duplicate.
 */
export const newBookingReference = () => `MG-${randomCode(4)}-${randomCode(4)}`;

/** The secret in the diner's manage-booking link: 192 random bits, URL-safe. */
export const newManageToken = () => randomBytes(24).toString('base64url');
