import { randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): the key of a preferences link or a confirmation link. */
export const newSecretKey = () => randomBytes(32).toString('base64url');

/** How an outside CRM knows a subscriber: random, not secret, not personal. */
export const newCrmId = () => randomUUID();
