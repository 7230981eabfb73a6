import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';

/**
 * The Payload instance of this process (Payload caches it after the first call).
 * Never during `next build`: the database is prepared after the build, and anything read while building (such as
 * the 404 page's site settings) would be cached as empty content and served until it expired.
 */
export const payloadClient = () => {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return Promise.reject(new Error('The database is not read while building; pages that need it render on request.'));
  }
  // `cron` starts the jobs queue's schedule (jobs.autoRun) in this process the first time a feature asks for Payload.
  return getPayload({ config, cron: true });
};
