import pino from 'pino';
import { env } from './env';
import { currentRequestId } from './request-context';

/**
 * JSON logs, one object per line. A line written while a request is handled carries its `requestId` (the response's
 * X-Request-Id), so everything one request logged can be found together. Personal data that might ride along in
 * objects we log is masked; messages never name a person (the test run scans every server log for its diners).
 */
/** Drizzle's "\nparams: …" as it stands in a JSON line, up to the end of its string or the stack's first frame. */
const QUERY_VALUES = /\\nparams: (?:[^"\\]|\\(?!n {4}at )[\s\S])*/g;

export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'marigold-web' },
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: {
    paths: [
      'email',
      '*.email',
      'phone',
      '*.phone',
      'phoneNumber',
      '*.phoneNumber',
      'telephone',
      '*.telephone',
      'firstName',
      '*.firstName',
      'lastName',
      '*.lastName',
      'password',
      '*.password',
      'authorization',
      '*.authorization',
      'headers.authorization',
      'headers.cookie',
      'token',
      '*.token',
      'accessToken',
      // A job's input, which a failed task's error carries (Payload's TaskError: args.input, job.input): an email's
      // address and text.
      'input',
      'job.input',
      'err.input',
      'err.*.input',
      'err.*.job.input',
      // A failed query's values, which Drizzle's error carries beside its message.
      'params',
      'err.params',
      'err.*.params',
    ],
    censor: '[redacted]',
  },
  // A failed query's error names its values ("Failed query: insert … \nparams: Ada,Burst,ada@…"): they are a diner's.
  hooks: { streamWrite: (line) => line.replace(QUERY_VALUES, '\\nparams: [redacted]') },
});
