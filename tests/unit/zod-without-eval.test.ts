import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepZodFromEval } from '@/lib/zod-without-eval';

describe('Zod in the browser', () => {
  it('is kept from compiling parsers with eval, through the settings every copy of Zod reads', () => {
    keepZodFromEval();
    expect(z.config().jitless).toBe(true);
    // A schema parses as before, without its compiled fast path.
    expect(z.object({ covers: z.number().int().min(1) }).safeParse({ covers: 2 }).success).toBe(true);
  });
});
