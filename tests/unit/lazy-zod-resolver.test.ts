import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';

type Values = { email: string };
const schema = z.object({ email: z.email('Enter a valid email address.') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('the lazy zod resolver', () => {
  it('checks with the schema it loads, and loads it once however often it checks', async () => {
    let loads = 0;
    const resolver = lazyZodResolver<Values>(async () => ((loads += 1), schema));
    expect(loads).toBe(0);

    const refused = await resolver({ email: 'not an address' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter a valid email address.');
    const accepted = await resolver({ email: 'ann@example.com' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'ann@example.com' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('starts loading on preload, so the first check finds the schema there', async () => {
    let loads = 0;
    const resolver = lazyZodResolver<Values>(async () => ((loads += 1), schema));
    resolver.preload();
    resolver.preload();
    expect(loads).toBe(1);
    await resolver({ email: 'ann@example.com' }, undefined, options);
    expect(loads).toBe(1);
  });

  it('lets the form go to the server unchecked when the schema cannot be fetched, and tries again at the next check', async () => {
    let attempts = 0;
    const resolver = lazyZodResolver<Values>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });

    expect(await resolver({ email: 'not an address' }, undefined, options)).toEqual({ values: { email: 'not an address' }, errors: {} });
    const checked = await resolver({ email: 'not an address' }, undefined, options);
    expect(checked.errors.email?.message).toBe('Enter a valid email address.');
    expect(attempts).toBe(2);
  });

  it('checks the values as they were sent, not as they became while the schema loaded', async () => {
    let schemaArrives!: () => void;
    const arrived = new Promise<void>((resolve) => (schemaArrives = resolve));
    const resolver = lazyZodResolver<Values>(async () => (await arrived, schema));
    // react-hook-form hands over its live values; here a spent proof is cleared while the check waits.
    const live = { email: 'ann@example.com' };
    const checking = resolver(live, undefined, options);
    live.email = '';
    schemaArrives();
    expect(await checking).toEqual({ values: { email: 'ann@example.com' }, errors: {} });
  });
});
