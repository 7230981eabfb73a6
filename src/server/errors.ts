import type { ServiceResultName } from '@/features/api/service-results';

/** A failure with a known service result; the API edge turns it into `{code, title, message}` and its HTTP status. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly result: ServiceResultName,
    /** Replaces the table's message where the spec says the service supplies one (codes 6 and 19). */
    readonly serviceMessage?: string,
  ) {
    super(result);
  }
}

export class NotFoundError extends ServiceError {
  constructor(result: ServiceResultName = 'notFound') {
    super(result);
  }
}

/** Bad input: answered 400 with code 102 and, per field, the message the form shows under it. */
export class ValidationError extends ServiceError {
  constructor(
    readonly fieldErrors: Record<string, string>,
    message?: string,
  ) {
    super('validationFailed', message);
  }
}
