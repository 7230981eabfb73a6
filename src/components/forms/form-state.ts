/**
 * What a form's server action answers: the field errors (keyed by the form's own field names, "birthday.day"), a
 * failure that is no field's, the values sent (so a form posted without JavaScript is shown again as typed), and
 * what the success carries.
 */
export type FormState<Result = true> =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Record<string, string>; message?: string; values?: Record<string, unknown> }
  | { status: 'done'; result: Result };

export const idleState = { status: 'idle' } as const;

/** The field errors of a state, or none. */
export const serverErrorsOf = (state: FormState<unknown>): Record<string, string> => (state.status === 'invalid' ? state.errors : {});
