type ZodSettings = { jitless?: boolean };

/**
 * Zod compiles its parsers with `new Function` where it may, and probes for that on first use; the site's
 * Content-Security-Policy allows no eval, and the browser reports even the caught probe as a violation
 * (docs/decisions/0032). Zod keeps its settings on globalThis, shared by every copy of it and read when it parses, so
 * they are set there: importing Zod's `config` would put Zod's core on every page.
 */
export function keepZodFromEval() {
  const global = globalThis as { __zod_globalConfig?: ZodSettings };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
