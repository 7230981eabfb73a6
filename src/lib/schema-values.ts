import { z } from 'zod';

/*
 * The zod pieces every request schema builds its numbers and texts from, so that what a sender can put in a field
 * is refused by the schema with the field's own message, never by a crash or by the database:
 * - a number is coerced from text, never from an object: Number() of {"toString":0} throws, and zod's own
 *   z.coerce.number() calls it (a 500 where a 400 was due);
 * - a text holds no control characters: PostgreSQL refuses a NUL byte (failing a whole group commit of bookings),
 *   and none belongs in anything a person types; line breaks and tabs only where several lines are allowed.
 */

type Primitive = string | number | boolean | bigint | null;

/** Whether Number() or String() can convert `value` without calling anything the sender wrote. */
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';

/**
 * What z.coerce.number() makes of a value, for primitives only: an object or an array is passed on unchanged, for
 * the number schema to refuse by its type; undefined stays undefined, so `.optional()` and `.default()` still apply.
 */
export const toNumberOrAsIs = (value: unknown): unknown => (isPrimitive(value) ? Number(value) : value);

/** z.coerce.number() that never converts an object: `coercedNumber(z.number({ error }).int().positive())`. */
export const coercedNumber = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(toNumberOrAsIs, schema);

export const CONTROL_CHARACTER_MESSAGE = 'Please leave out control characters (such as a NUL byte): only what can be typed.';

/** Any control character (Unicode's Cc: U+0000–U+001F, U+007F–U+009F). */
const ONE_LINE = /^\P{Cc}*$/u;
/** Any control character but tab, line feed and carriage return. */
const SEVERAL_LINES = /^(?:\P{Cc}|[\t\n\r])*$/u;

/** A trimmed text of one line: `oneLineText({ error }).min(1, …).max(50, …)`. */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) => z.string(params).trim().regex(ONE_LINE, CONTROL_CHARACTER_MESSAGE);

/** A trimmed text that may run over several lines (a message, a special request): tabs and line breaks allowed. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) => z.string(params).trim().regex(SEVERAL_LINES, CONTROL_CHARACTER_MESSAGE);
