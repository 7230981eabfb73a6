import { apiHandler, jsonResponse } from '@/features/api/handler';
import { apiJob, JOBS_API_CACHE_SECONDS, requireSiteId } from '@/features/careers/api-job';
import { findOpenJob } from '@/features/careers/jobs';
import { NotFoundError } from '@/server/errors';

/** GET /api/jobs/{jobId}?siteId=…: one open job; a closed or unknown one is 404 (code 101). */
export const GET = apiHandler<{ jobId: string }>(async (request, { params }) => {
  const siteId = await requireSiteId(request);
  const { jobId } = await params;
  const job = /^\d{1,9}$/.test(jobId) ? await findOpenJob(Number(jobId)) : null;
  if (!job) throw new NotFoundError();
  return jsonResponse({ siteId, ...apiJob(job) }, { maxAge: JOBS_API_CACHE_SECONDS });
});
