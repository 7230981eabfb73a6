import { oneLineText } from '@/lib/schema-values';
import { INVALID_TOKEN } from './messages';

/** Proofs are a few hundred characters (ALTCHA) to a couple of thousand (reCAPTCHA); anything longer is not one. */
const MAX_PROOF_LENGTH = 8192;

/**
 * The bot check's field in a form's zod schema (`botCheck: botCheckField`). It only says a proof is present, in the
 * browser and on the server alike; `verifyBotCheck` decides whether it is a good one.
 */
export const botCheckField = oneLineText({ error: INVALID_TOKEN }).min(1, INVALID_TOKEN).max(MAX_PROOF_LENGTH, INVALID_TOKEN);
