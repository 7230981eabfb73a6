import { z } from 'zod';
import { oneLineText, toNumberOrAsIs } from '@/lib/schema-values';

/*
 * Small zod pieces for values that arrive both as JSON (the API, react-hook-form) and as posted form text (a form
 * sent without JavaScript): a ticked checkbox posts "on", an empty select posts "".
 */

/** A checkbox: true, "on" or "true" is ticked; anything else, including nothing, is not. */
export const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A number from a select or a JSON number; "" and nothing are undefined (an object is refused, never converted). */
export const optionalWholeNumber = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : toNumberOrAsIs(value)),
  z.number().int().optional(),
);

/** A number from a select that must be chosen: "" and nothing get `message`. */
export const requiredWholeNumber = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : toNumberOrAsIs(value)),
    z.number({ error: message }).int(message),
  );

/** A text field that may be left empty: trimmed, and "" becomes undefined. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), oneLineText().max(max, tooLong).optional());

/** Names of the ticked checkboxes of a group: one posted value, several, or none. */
export const tickedValues = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(oneLineText().max(60)).max(20),
);

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const INDEX = /^(0|[1-9]\d{0,3})$/;

/** A group whose names are all indexes ("experience.0.employer", "experience.1.employer") as a list, in index order. */
function withLists(value: unknown): unknown {
  if (!isGroup(value)) return value;
  const entries = Object.entries(value).map(([name, entry]) => [name, withLists(entry)] as const);
  if (entries.length === 0 || !entries.every(([name]) => INDEX.test(name))) return Object.fromEntries(entries);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
}

/**
 * A posted form as the object the schemas expect: dotted names ("birthday.day") nest, a group named by indexes
 * ("experience.0.employer") is a list, and a name posted more than once (a group of checkboxes) becomes a list. Fields React adds for server actions ($ACTION_…) are left out.
 * A server action is a public endpoint: anything may arrive in place of the form (then nothing was posted), and a
 * name no form of ours has is dropped rather than trusted: one that is both a value and a group ("birthday" and
 * "birthday.day"), and "__proto__", which would reach every object's prototype.
 */
export function formDataToObject(form: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!(form instanceof FormData)) return result;
  for (const [name, raw] of form.entries()) {
    if (name.startsWith('$ACTION') || typeof raw !== 'string') continue;
    const path = name.split('.');
    if (path.includes('__proto__')) continue;
    let target: Record<string, unknown> | undefined = result;
    for (const part of path.slice(0, -1)) {
      const next: unknown = Object.hasOwn(target, part) ? target[part] : (target[part] = {});
      target = isGroup(next) ? next : undefined;
      if (!target) break;
    }
    const key = path[path.length - 1]!;
    const existing = target && Object.hasOwn(target, key) ? target[key] : undefined;
    if (!target || isGroup(existing)) continue;
    target[key] = existing === undefined ? raw : Array.isArray(existing) ? [...existing, raw] : [existing, raw];
  }
  return withLists(result) as Record<string, unknown>;
}
