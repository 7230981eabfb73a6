'use client';

import { useActionState, useMemo } from 'react';
import { get, set, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { idleState, type FormState } from './form-state';

type Action = (state: FormState, form: FormData) => Promise<FormState>;

/** A state's field messages as react-hook-form holds them ("experience.0.employer" nests), or undefined when none. */
function fieldErrorsOf(state: FormState): FieldErrors | undefined {
  if (state.status !== 'invalid' || Object.keys(state.errors).length === 0) return undefined;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(state.errors)) set(errors, name, { type: 'server', message });
  return errors;
}

/**
 * For a form that scripts send by fetch to the spec's endpoint, and that posts to a server action without them
 * (`<form action={formAction}>`: with scripts, react-hook-form's handleSubmit prevents that post). After such a post
 * the page is rendered again with the action's answer, which this reads:
 * - `errors`, for useForm's `errors` option, which renders them on the server too (memoised: react-hook-form sets
 *   them again whenever the object changes);
 * - `sent(name)` and `ticked(name, value)`, what was typed and ticked, for a control's `defaultValue` or
 *   `defaultChecked` (react-hook-form's `register` renders neither), and `showingSent(register)`, a `register` for
 *   text fields and selects that adds the `defaultValue`;
 * - `summary`, the messages by field and the failure that is no field's, for the form's ErrorSummary.
 * The action redirects on success, so there is no success state to read.
 */
export function useNoScriptOutcome(action: Action) {
  const [state, formAction] = useActionState(action, idleState as FormState);
  const errors = useMemo(() => fieldErrorsOf(state), [state]);
  const values: FieldValues = state.status === 'invalid' ? (state.values ?? {}) : {};
  const sent = (name: string): string => {
    const value: unknown = get(values, name);
    return typeof value === 'string' ? value : '';
  };
  const ticked = (name: string, value = 'on'): boolean => {
    const posted: unknown = get(values, name);
    return Array.isArray(posted) ? posted.includes(value) : posted === value;
  };
  const showingSent =
    <Values extends FieldValues>(register: UseFormRegister<Values>): UseFormRegister<Values> =>
    (name, options) => ({ ...register(name, options), defaultValue: sent(name) });
  const summary = state.status === 'invalid' ? { errors: state.errors, message: state.message } : undefined;
  return { formAction, errors, values, sent, ticked, showingSent, summary };
}

/** What a form's parts need to show a refused no-script post again: what was typed, and what was ticked. */
export type SentValues = Pick<ReturnType<typeof useNoScriptOutcome>, 'sent' | 'ticked'>;
