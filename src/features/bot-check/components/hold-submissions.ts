import type { ProofSource } from './proof-source';

type Options = {
  form: HTMLFormElement;
  /** The field's own element: the widget's checkbox lives inside it. */
  field: HTMLElement;
  source: () => ProofSource;
  /** reCAPTCHA tokens must be fresh: every submission asks for one. ALTCHA proofs made ahead are used as they are. */
  freshProofEachTime: boolean;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Makes every submission of `form` wait for a proof, whoever handles it (a plain post, react-hook-form, a fetch):
 *
 * - On `submit` (capture phase on the form, so ahead of React's handlers, which run from the page's root): with no
 *   proof ready, the event is stopped, the proof made, and the form submitted again with the same button.
 * - On `invalid` from the widget's own checkbox (it is `required`, so a form the browser validates is not even
 *   submitted while the check runs): the browser's "please wait" bubble is suppressed and, if nothing else in the
 *   form is invalid, the form is submitted once the proof is ready.
 * - After each submission the proof is spent, so a corrected form sends a fresh one.
 *
 * Returns the clean-up.
 */
export function holdSubmissionsUntilProved({ form, field, source, freshProofEachTime }: Options): () => void {
  let resubmitting = false;
  let holding = false;

  const submitWhenProved = (submitter?: HTMLElement | null) => {
    if (holding) return;
    holding = true;
    void source()
      .obtain()
      .then(async (proof) => {
        // Let the widget finish showing itself checked before the browser validates the form again.
        await settle();
        holding = false;
        if (!proof || !form.isConnected) return;
        resubmitting = true;
        form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      });
  };

  const onSubmit = (event: SubmitEvent) => {
    const current = source();
    if (resubmitting || (!freshProofEachTime && current.current())) {
      resubmitting = false;
      current.spend();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    submitWhenProved(event.submitter);
  };

  const onInvalid = (event: Event) => {
    const target = event.target as Element;
    if (!field.contains(target)) return;
    event.preventDefault();
    const othersValid = Array.from(form.elements).every(
      (element) => element === target || !('validity' in element) || (element as HTMLInputElement).validity.valid,
    );
    if (othersValid) submitWhenProved();
  };

  form.addEventListener('submit', onSubmit, { capture: true });
  form.addEventListener('invalid', onInvalid, { capture: true });
  return () => {
    form.removeEventListener('submit', onSubmit, { capture: true });
    form.removeEventListener('invalid', onInvalid, { capture: true });
  };
}
