import { apiHandler, jsonResponse } from '@/features/api/handler';
import { apiJob, JOBS_API_CACHE_SECONDS, requireSiteId } from '@/features/careers/api-job';
import { jobGroupFromSlug } from '@/features/careers/domain/categories';
import { runJobSearch } from '@/features/careers/job-search-service';
import { jobSearchParams, paramsRecord } from '@/features/careers/search-params';
import { ServiceError } from '@/server/errors';

/**
 * GET /api/jobs?siteId=…[&q=keyword][&where=postcode or town | &lat=…&lng=…][&type=full-time][&category=kitchen]:
 * the open jobs, with a location only those within 100 miles, nearest first with their distance in miles.
 */
export const GET = apiHandler(async (request) => {
  const siteId = await requireSiteId(request);
  const query = new URL(request.url).searchParams;
  const category = query.get('category');
  const group = category ? jobGroupFromSlug(category) : null;
  if (category && !group) throw new ServiceError('notFound');
  const outcome = await runJobSearch(jobSearchParams(paramsRecord(query)), group);
  return jsonResponse(
    { siteId, total: outcome.jobs.length, origin: outcome.originLabel, message: outcome.message, jobs: outcome.jobs.map(apiJob) },
    { maxAge: JOBS_API_CACHE_SECONDS },
  );
});
