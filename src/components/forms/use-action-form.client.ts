'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { startTransition, useActionState, useRef, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { idleState, serverErrorsOf, type FormState } from './form-state';

type Options<Schema extends z.ZodType, Result> = {
  schema: Schema;
  action: (state: FormState<Result>, form: FormData) => Promise<FormState<Result>>;
  defaultValues?: DefaultValues<FieldValues>;
};

/**
 * A form checked in the browser by react-hook-form with the form's zod schema, then sent to its server action as the
 * same FormData a form posted without JavaScript sends (`<form action={formAction}>` works before and without
 * hydration). Field messages come from the browser's check first, then from the server's.
 */
export function useActionForm<Schema extends z.ZodType, Result>({ schema, action, defaultValues }: Options<Schema, Result>) {
  const [state, formAction, pending] = useActionState(action, idleState as FormState<Result>);
  const formRef = useRef<HTMLFormElement>(null);
  // The schema's input and output types are the form's; the resolver checks against the same schema the server uses.
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as never) as never, defaultValues, shouldFocusError: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = formRef.current;
    if (!element) return;
    void form.handleSubmit(() => startTransition(() => formAction(new FormData(element))))(event);
  };

  const serverErrors = serverErrorsOf(state);
  const clientError = (name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const errorOf = (name: string) => clientError(name) ?? serverErrors[name];
  /** Every field's current message, for the summary: the browser's check, or else the server's answer. */
  const errorsFor = (names: string[]) => Object.fromEntries(names.map((name) => [name, errorOf(name)]));
  const sentValue = (name: string): unknown => (state.status === 'invalid' ? get(state.values ?? {}, name) : undefined);

  return { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue };
}
