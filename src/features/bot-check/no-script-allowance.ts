import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * A form sent without JavaScript carries no proof of work (none can be made without a script). runFormAction
 * (src/server/form-action.ts) lets such a post through only past a honeypot and a per-visitor limit stricter than the
 * form's own ('form-no-script'), then runs the form's work inside this allowance, so that the bot check the work asks
 * for passes for that one submission. Nothing a visitor posts can grant it: only a post that came without a proof.
 */
const allowance = new AsyncLocalStorage<true>();

/** What stands in for the missing proof, so the form's schema (which requires one) reads the post. */
export const NO_SCRIPT_PROOF = 'none: sent without JavaScript';

/** Runs `work` with the bot check waived: for a post with no proof that passed the honeypot and the stricter limit. */
export const withNoScriptAllowance = <T>(work: () => Promise<T>): Promise<T> => allowance.run(true, work);

/** True inside `withNoScriptAllowance`. */
export const noScriptAllowanceGranted = (): boolean => allowance.getStore() === true;
