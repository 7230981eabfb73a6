import { z } from 'zod';

/*
 * Small zod pieces for values that arrive both as JSON (the API, react-hook-form) and as posted form text (a form
 * sent without JavaScript): a ticked checkbox posts "on", an empty select posts "".
 */

/** A checkbox: true, "on" or "true" is ticked; anything else, including nothing, is not. */
export const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A number from a select or a JSON number; "" and nothing are undefined. */
export const optionalWholeNumber = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  z.number().int().optional(),
);

/** A number from a select that must be chosen: "" and nothing get `message`. */
export const requiredWholeNumber = (message: string) =>
  z.preprocess((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)), z.number({ error: message }).int(message));

/** A text field that may be left empty: trimmed, and "" becomes undefined. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(max, tooLong).optional());

/** Names of the ticked checkboxes of a group: one posted value, several, or none. */
export const tickedValues = z.preprocess((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().max(60)).max(20));

/**
 * A posted form as the object the schemas expect: dotted names ("birthday.day") nest, and a name posted more than
 * once (a group of checkboxes) becomes a list. Fields React adds for server actions ($ACTION_…) are left out.
 */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, raw] of form.entries()) {
    if (name.startsWith('$ACTION') || typeof raw !== 'string') continue;
    const path = name.split('.');
    let target = result;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    const key = path[path.length - 1]!;
    const existing = target[key];
    target[key] = existing === undefined ? raw : Array.isArray(existing) ? [...existing, raw] : [existing, raw];
  }
  return result;
}
