import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { submitEnquiry } from '../submit-enquiry';

/**
 * What both enquiry forms do with a submission: send it, then thank and clear on success, or show the contact error
 * and put the server's messages on their fields, keeping what was typed. Focus moves to the outcome, so it is read.
 */
export function useEnquiryOutcome<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  { path, cleared }: { path: string; cleared: () => Values },
) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const outcome = useRef<HTMLDivElement | null>(null);

  const send = useCallback(
    async (body: FormData | Record<string, unknown>, afterSuccess?: () => void) => {
      setSending(true);
      setSent(false);
      setError(null);
      const answer = await submitEnquiry(path, body);
      setSending(false);
      if (answer.ok) {
        form.reset(cleared());
        afterSuccess?.();
        setSent(true);
      } else {
        for (const [field, message] of Object.entries(answer.fieldErrors)) form.setError(field as Path<Values>, { type: 'server', message });
        setError(answer.message);
      }
      outcome.current?.focus();
    },
    [cleared, form, path],
  );

  const focusRef = useCallback((element: HTMLDivElement | null) => {
    outcome.current = element;
  }, []);

  return { sent, error, sending, send, focusRef, dismiss: () => setSent(false) };
}
