import 'server-only';
import type { z } from 'zod';
import { ValidationError } from '@/server/errors';

/** zod's issues as one message per field ("customer.email"), the first issue of each field winning. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'request';
    errors[field] ??= issue.message;
  }
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
