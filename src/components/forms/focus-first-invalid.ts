import type { FieldErrors } from 'react-hook-form';

/** The dotted names of every field with an error ("experience.0.employer"), from react-hook-form's nested errors. */
function namesWithErrors(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const name = prefix + key;
    if (!value || typeof value !== 'object') return [];
    return 'message' in value && typeof value.message === 'string' ? [name] : namesWithErrors(value as FieldErrors, `${name}.`);
  });
}

/**
 * Focuses the first control in the page's order whose field has an error. react-hook-form focuses in the order fields
 * were registered, which is not the page's once parts of a form register their own fields (FormField's controls, a
 * component's) and others are registered by the form itself: the forms that mix them use this instead.
 */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const names = new Set(namesWithErrors(errors));
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (names.has(control.name) && control.type !== 'hidden' && !control.disabled) return control.focus();
  }
}
