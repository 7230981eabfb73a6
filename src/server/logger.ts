import pino from 'pino';
import { env } from './env';

/** JSON logs; personal data that might ride along in objects we log is masked. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'marigold-web' },
  redact: {
    paths: [
      'email', '*.email', 'phone', '*.phone', 'phoneNumber', '*.phoneNumber', 'telephone', '*.telephone',
      'firstName', '*.firstName', 'lastName', '*.lastName', 'password', '*.password',
      'authorization', '*.authorization', 'headers.authorization', 'headers.cookie', 'token', '*.token', 'accessToken',
    ],
    censor: '[redacted]',
  },
});
