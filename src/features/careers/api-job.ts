import 'server-only';
import { ServiceError } from '@/server/errors';
import { getSiteSettings } from '@/features/content/site-settings';
import { departmentOf, jobTypeLabel } from './domain/categories';
import { optionsOf, type Job } from './domain/job';
import type { JobResult } from './domain/job-search';
import { jobPath } from './paths';

/** A job as the jobs API answers it, in the spec's field names (section 3), plus what a job card shows. */
export const apiJob = (job: Job | JobResult) => ({
  job_id: job.id,
  name: job.name,
  position_unique_name: job.positionUniqueName,
  jobtype: jobTypeLabel(job.jobType),
  category: departmentOf(job.category),
  role_category: job.category,
  title_group: job.titleGroup,
  cv_required: job.cvRequired,
  work_experience_required: job.workExperienceRequired,
  questions: job.questions.map((question) => ({
    id: question.id,
    type: question.type,
    question: question.question,
    is_mandatory: question.isMandatory,
    answer: optionsOf(question),
  })),
  location: job.location.name,
  city: job.location.city,
  postcode: job.location.postcode,
  lat: job.location.lat,
  lng: job.location.lng,
  salary: job.salary,
  summary: job.summary,
  description: job.description,
  open_date: job.openDate,
  close_date: job.closeDate,
  url: jobPath(job.id),
  ...('distance' in job ? { distance: job.distance } : {}),
});

/** Both job reads carry the site id (spec section 7): a call for another brand's jobs is refused, never answered with ours. */
export async function requireSiteId(request: Request): Promise<string> {
  const siteId = new URL(request.url).searchParams.get('siteId') ?? '';
  const { siteId: ours } = await getSiteSettings();
  if (siteId !== ours) throw new ServiceError('notFound');
  return ours;
}

/** Jobs change when HR saves one; a browser may keep an answer for a minute. */
export const JOBS_API_CACHE_SECONDS = 60;
