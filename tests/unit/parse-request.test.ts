import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, parseJsonBody, parseQuery } from '@/features/api/parse-request';
import { ServiceError, ValidationError } from '@/server/errors';

const query = z.object({ q: z.string(), tags: z.array(z.string()), ids: z.array(z.string()) });
const get = (search: string) => new Request(`http://x/y${search}`);
const post = (body: string) => new Request('http://x/y', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

/** What a call throws, for looking at a ValidationError's fields. */
const thrown = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('parseQuery', () => {
  it('reads list keys as arrays, repeated or absent, and other keys as single values', () => {
    expect(parseQuery(get('?q=pizza&tags=a&tags=b&q=ignored'), query, ['tags', 'ids'])).toEqual({ q: 'pizza', tags: ['a', 'b'], ids: [] });
    expect(parseQuery(get('?q=&tags=one'), query, ['tags', 'ids'])).toEqual({ q: '', tags: ['one'], ids: [] });
  });

  it('passes a single value where a key is not a list', async () => {
    const error = await thrown(() => parseQuery(get('?q=a&tags=x'), query, ['ids']));
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['tags']);
  });

  it('throws a ValidationError with a message per field', async () => {
    const schema = z.object({ adults: z.coerce.number().min(1, 'At least one adult.'), date: z.string({ error: 'Choose a date.' }) });
    const error = await thrown(() => parseQuery(get('?adults=0'), schema));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ result: 'validationFailed', fieldErrors: { adults: 'At least one adult.', date: 'Choose a date.' } });
    expect(parseQuery(get('?adults=2&date=2026-07-10'), schema)).toEqual({ adults: 2, date: '2026-07-10' });
  });
});

describe('fieldErrorsOf', () => {
  it('names nested fields with dots and keeps the first message of each', () => {
    const schema = z.object({
      customer: z.object({ email: z.string().min(5, 'Too short.').regex(/@/, 'Needs an @.') }),
      upsells: z.array(z.object({ id: z.number('Choose one.') })),
    });
    const result = schema.safeParse({ customer: { email: 'ab' }, upsells: [{ id: 1 }, { id: 'x' }] });
    expect(result.success).toBe(false);
    // Both checks fail on the email; only the first one is kept.
    expect(result.error!.issues.filter((issue) => issue.path.join('.') === 'customer.email')).toHaveLength(2);
    expect(fieldErrorsOf(result.error!)).toEqual({ 'customer.email': 'Too short.', 'upsells.1.id': 'Choose one.' });
  });

  it('files an issue about the whole input under "request"', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(fieldErrorsOf(result.error!)).toEqual({ request: expect.any(String) });
  });
});

describe('fieldErrorsOf inside unions', () => {
  const strip = z.object({ variant: z.literal('strip'), email: z.string('Enter your email.'), botCheck: z.string('Invalid token') });
  const full = z.object({
    variant: z.literal('full').default('full'),
    email: z.string('Enter your email.'),
    name: z.string('Enter your name.'),
    botCheck: z.string('Invalid token'),
  });
  const body = z.union([strip, full]);
  const errorsOf = (schema: z.ZodType, input: unknown) => fieldErrorsOf(schema.safeParse(input).error!);

  it('names the fields of the option the body meant, never "request"', () => {
    // No variant is the full form: the strip option failed on its constant, so its "variant" issue is not the answer.
    expect(errorsOf(body, {})).toEqual({ email: 'Enter your email.', name: 'Enter your name.', botCheck: 'Invalid token' });
    expect(errorsOf(body, { variant: 'strip', email: 'a@b.co' })).toEqual({ botCheck: 'Invalid token' });
    expect(errorsOf(body, { email: 'a@b.co', name: 'Ann' })).toEqual({ botCheck: 'Invalid token' });
  });

  it('names the fields of a union nested in an object, with its path', () => {
    expect(errorsOf(z.object({ signUp: body }), { signUp: { variant: 'strip' } })).toEqual({
      'signUp.email': 'Enter your email.',
      'signUp.botCheck': 'Invalid token',
    });
  });

  it('keeps the message of a union of plain values, under its field', () => {
    const schema = z.object({ restaurant: z.union([z.literal('none'), z.number()], { error: 'Choose a restaurant.' }) });
    expect(errorsOf(schema, {})).toEqual({ restaurant: 'Choose a restaurant.' });
  });

  it('names the discriminator of a discriminated union', () => {
    const schema = z.discriminatedUnion('variant', [strip, z.object({ variant: z.literal('full'), name: z.string() })]);
    expect(Object.keys(errorsOf(schema, {}))).toEqual(['variant']);
  });
});

describe('parseJsonBody', () => {
  const schema = z.object({ adults: z.number().int().min(1, 'At least one adult.'), note: z.string().default('') });

  it('returns the parsed body', async () => {
    await expect(parseJsonBody(post('{"adults":2}'), schema)).resolves.toEqual({ adults: 2, note: '' });
  });

  it('answers a body that is not JSON with a validation error, not a crash', async () => {
    for (const body of ['not json', '{"adults":', '']) {
      const error = await thrown(() => parseJsonBody(post(body), schema));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ValidationError).fieldErrors).toEqual({ request: 'The request body must be JSON.' });
    }
  });

  it('answers JSON that fails the schema with the field’s message', async () => {
    const error = await thrown(() => parseJsonBody(post('{"adults":0}'), schema));
    expect(error).toMatchObject({ result: 'validationFailed', fieldErrors: { adults: 'At least one adult.' } });
  });
});
