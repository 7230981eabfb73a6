/** Where the field gets its proof from, whichever provider makes it. */
export type ProofStatus = 'idle' | 'checking' | 'ready' | 'failed';

export type ProofSource = {
  status: ProofStatus;
  /** The proof, if one is ready and not yet sent. */
  current: () => string | null;
  /** Waits for a proof, starting the check if it has not started; null when the check could not be done. */
  obtain: () => Promise<string | null>;
  /** The proof has gone with a submission: forget it, so the next submission gets a fresh one. */
  spend: () => void;
  /** Loads the provider's code early (the visitor is about to use the form); safe to call often. */
  prepare: () => void;
};
