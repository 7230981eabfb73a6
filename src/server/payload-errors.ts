/**
 * Payload's errors, known by name rather than `instanceof`: code that catches them may have been bundled apart from
 * the Payload instance that threw them (Next builds pages, route handlers and actions as separate graphs), and a
 * class from one copy is not the class of another. No `import 'server-only'`: used by modules payload.config.ts loads.
 */
export const isPayloadError = (error: unknown, name: 'ValidationError' | 'NotFound' | 'Forbidden'): error is Error & { data?: { errors?: { path?: string }[] } } =>
  error instanceof Error && error.name === name;
