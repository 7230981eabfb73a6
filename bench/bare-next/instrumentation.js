/**
 * This site's own instrumentation hook, which does nothing. Without one, Turbopack (Next 16.4.6), building this site
 * from the repository's root (next.config.mjs: turbopack.root), took the project's src/instrumentation.ts for this
 * site's, with Payload and both database drivers behind it, and the build failed.
 */
export function register() {}
