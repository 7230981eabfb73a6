import { useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type LazyZodResolver<Values extends FieldValues, Output = Values> = Resolver<Values, unknown, Output> & {
  /** Starts loading the schema and zod without waiting for the first check (the visitor has reached the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a form's zod schema, loaded on first use. Zod and the schema are most of a form's
 * script yet nothing needs them until the visitor is filling the form in: left out of the page's first load, they
 * keep its start-up short on a slow phone (the long tasks Lighthouse counts as blocking). The schema is the very one
 * the server checks with; only when the browser fetches it changes. Should the fetch fail (the connection dropped),
 * the form goes to the server unchecked, which checks it with the same schema and answers field by field; the next
 * check tries the fetch again.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(loadSchema: () => Promise<z.ZodType>): LazyZodResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    // react-hook-form passes its live values: checked after the load, they could be ones changed since the form was
    // sent (a spent spam-check proof cleared), so the check takes them as they were.
    const asSent = structuredClone(values);
    const check = await load().catch(() => null);
    if (check) return check(asSent, context, options);
    // Unchecked here, the values go as they are: the server's check is the one that counts.
    return { values: asSent as unknown as Output, errors: {} };
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

/** The form's lazy resolver, made once: the schema loader given at the first render is the one used. */
export function useLazyZodResolver<Values extends FieldValues, Output = Values>(loadSchema: () => Promise<z.ZodType>): LazyZodResolver<Values, Output> {
  return useState(() => lazyZodResolver<Values, Output>(loadSchema))[0];
}
