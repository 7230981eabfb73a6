/**
 * POST /api/jobs/application reads the job id before its schema (to build the schema for that job): an object there
 * is "no such job", never a crash. Number() of {"toString":0} throws, which answered 500 (issue 31).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '@/server/errors';

let submitApplication: typeof import('@/features/careers/submit-application').submitApplication;

beforeAll(async () => {
  // Loading the module loads Payload's configuration, which reads the secret (nothing connects to a database).
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-0123456789abcdef0123456789abcdef');
  ({ submitApplication } = await import('@/features/careers/submit-application'));
  vi.unstubAllEnvs();
}, 30_000);

describe('the job application’s job id', () => {
  const ids: unknown[] = [{ toString: 0 }, { valueOf: 0, toString: 0 }, [{ toString: 0 }], {}, 'abc', -1, 1.5];
  it.each(ids.map((jobId) => ({ jobId })))('$jobId is no such job (404), before anything is read', async ({ jobId }) => {
    await expect(submitApplication({ jobId })).rejects.toBeInstanceOf(NotFoundError);
  });
});
