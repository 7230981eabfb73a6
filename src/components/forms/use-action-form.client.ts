'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { idleState, serverErrorsOf, type FormState } from './form-state';
import { useLazyZodResolver } from './lazy-zod-resolver';

type Options<Result> = {
  /** The form's schema, the one its server action checks with: fetched when the visitor reaches the form. */
  loadSchema: () => Promise<z.ZodType>;
  action: (state: FormState<Result>, form: FormData) => Promise<FormState<Result>>;
  defaultValues?: DefaultValues<FieldValues>;
};

/**
 * A form checked in the browser by react-hook-form with the form's zod schema, then sent to its server action as the
 * same FormData a form posted without JavaScript sends (`<form action={formAction}>` works before and without
 * hydration). Field messages come from the browser's check first, then from the server's.
 */
export function useActionForm<Result>({ loadSchema, action, defaultValues }: Options<Result>) {
  const [state, formAction, pending] = useActionState(action, idleState as FormState<Result>);
  const formRef = useRef<HTMLFormElement>(null);
  // The resolver checks against the same schema the server uses.
  const resolver = useLazyZodResolver<FieldValues>(loadSchema);
  const form = useForm<FieldValues>({ resolver, defaultValues, shouldFocusError: true });

  // Focus entering the form is the sign the visitor is about to fill it in: fetch the schema now, not at the first check.
  useEffect(() => {
    const element = formRef.current;
    // Already there when the form hydrated late (decision 0042): fetch it at once.
    if (element?.contains(document.activeElement)) resolver.preload();
    element?.addEventListener('focusin', resolver.preload, { once: true });
    return () => element?.removeEventListener('focusin', resolver.preload);
  }, [resolver]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = formRef.current;
    if (!element) return;
    // The fields as they are now: the check below may wait for its schema, and a spam-check proof is cleared meanwhile.
    const sent = new FormData(element);
    void form.handleSubmit(() => startTransition(() => formAction(sent)))(event);
  };

  const serverErrors = serverErrorsOf(state);
  const clientError = (name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const errorOf = (name: string) => clientError(name) ?? serverErrors[name];
  /** Every field's current message, for the summary: the browser's check, or else the server's answer. */
  const errorsFor = (names: string[]) => Object.fromEntries(names.map((name) => [name, errorOf(name)]));
  const sentValue = (name: string): unknown => (state.status === 'invalid' ? get(state.values ?? {}, name) : undefined);

  return { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue };
}
