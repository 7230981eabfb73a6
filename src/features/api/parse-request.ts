import 'server-only';
import type { z } from 'zod';
import { ValidationError } from '@/server/errors';

type Issue = z.core.$ZodIssue;

/** Wrong constants among an option's issues: a `variant: "strip"` where this option wants "full" says the sender meant another option. */
const wrongConstants = (issues: Issue[]) => issues.filter((issue) => issue.code === 'invalid_value').length;

/**
 * Of a union's options that all failed, the one the sender most likely meant: the fewest wrong constants, then the
 * fewest issues. A body without `variant` is a full sign-up, not a strip with a bad `variant`.
 */
const likeliestOption = (options: Issue[][]): Issue[] =>
  options.reduce((best, option) => {
    const [a, b] = [wrongConstants(option), wrongConstants(best)];
    return a < b || (a === b && option.length < best.length) ? option : best;
  });

function collect(issues: readonly Issue[], prefix: PropertyKey[], errors: Record<string, string>) {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    // zod reports a failed union as one issue where the union sits ("Invalid input" for a whole body): the issues of
    // the likeliest option name the fields inside it. A union of plain values (a text or a number) keeps its message.
    const option = issue.code === 'invalid_union' && issue.errors.length > 0 ? likeliestOption(issue.errors) : [];
    if (option.some((inner) => inner.path.length > 0 || inner.code === 'invalid_union')) {
      collect(option, path, errors);
      continue;
    }
    errors[path.map(String).join('.') || 'request'] ??= issue.message;
  }
}

/**
 * zod's issues as one message per field ("customer.email"), the first issue of each field winning. Only a body that
 * is not an object at all is refused as the `request`: every other refusal names its field, inside unions too.
 */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  collect(error.issues, [], errors);
  return errors;
};

const parseOrThrow = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> => {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
};

/** Query parameters as an object; those named in `lists` are arrays (they may repeat), the rest single values. */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema, lists: readonly string[] = []): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) input[key] = lists.includes(key) ? params.getAll(key) : (params.get(key) ?? '');
  for (const key of lists) input[key] ??= [];
  return parseOrThrow(schema, input);
}

/** A JSON body checked against `schema`; a body that is not JSON is a validation failure too, never a 500. */
export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ValidationError({ request: 'The request body must be JSON.' });
  }
  return parseOrThrow(schema, body);
}
