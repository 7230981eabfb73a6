import { serviceResults, type ServiceResultName } from '@/features/api/service-results';
import { statusDigest } from '@/lib/error-status';

/**
 * A failure with a known service result. The API edge turns it into `{code, title, message}` and its HTTP status;
 * thrown while rendering a page, its digest gives the error page that status and the result's message.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly digest: string;
  constructor(
    readonly result: ServiceResultName,
    /** Replaces the table's message where the spec says the service supplies one (codes 6 and 19). */
    readonly serviceMessage?: string,
    pageStatus: number = serviceResults[result].status,
  ) {
    super(result);
    this.digest = statusDigest(pageStatus, serviceResults[result].code);
  }
}

export class NotFoundError extends ServiceError {
  constructor(result: ServiceResultName = 'notFound') {
    super(result);
  }
}

/**
 * Bad input: answered 400 with code 102 and, per field, the message the form shows under it. A page whose input
 * fails validation is a 404 (spec section 2).
 */
export class ValidationError extends ServiceError {
  override name = 'ValidationError';
  constructor(
    readonly fieldErrors: Record<string, string>,
    message?: string,
    /** A feature's own validation result where the spec gives one (e.g. code 15 for job applications). */
    result: ServiceResultName = 'validationFailed',
  ) {
    super(result, message, 404);
  }
}
